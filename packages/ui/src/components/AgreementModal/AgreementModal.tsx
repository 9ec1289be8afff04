import { useText } from '../../config';
import { Button } from '../Button';
import { Dialog } from '../Dialog';
import * as styles from './AgreementModal.css';

/**
 * The iframe's sandbox: scripts and forms run, but never together with allow-same-origin, so the
 * page cannot reach our origin (cookies, storage, the parent's DOM) even if it is served from it.
 */
export const AGREEMENT_SANDBOX = 'allow-scripts allow-forms allow-popups';

export interface AgreementModalProps {
  /** Whether the modal is shown (controlled). */
  open: boolean;
  /** The agreement's URL, already checked by the app (core/navigation); empty shows a blank frame. */
  url: string;
  /** Heading of the modal and the iframe's title. Default the catalogue's `kit.agreement`. */
  title?: string;
  /** Called by Cancel (spec 2: the loan confirm page then closes the webview). */
  onCancel: () => void;
  /** Called by Agree (spec 2: dismisses the modal). */
  onAgree: () => void;
  /** Label of the cancelling button. Default the catalogue's `common.cancel`. */
  cancelText?: string;
  /** Label of the agreeing button. Default the catalogue's `common.agree`. */
  agreeText?: string;
  /** Escape counts as Cancel; off by default because Cancel may close the whole webview. Default `false`. */
  escClosable?: boolean;
}

/** An agreement page in a sandboxed iframe (no referrer), with Cancel and Agree. A backdrop tap does nothing. */
export function AgreementModal({
  open,
  url,
  title,
  onCancel,
  onAgree,
  cancelText,
  agreeText,
  escClosable = false,
}: AgreementModalProps) {
  const t = useText();
  const heading = title ?? t('kit.agreement');
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title={heading}
      maskClosable={false}
      escClosable={escClosable}
      className={styles.panel}
      actions={
        <>
          <Button block variant="secondary" onClick={onCancel}>
            {cancelText ?? t('common.cancel')}
          </Button>
          <Button block onClick={onAgree}>
            {agreeText ?? t('common.agree')}
          </Button>
        </>
      }
    >
      <iframe
        className={styles.frame}
        src={url || 'about:blank'}
        title={heading}
        sandbox={AGREEMENT_SANDBOX}
        referrerPolicy="no-referrer"
        loading="eager"
      />
    </Dialog>
  );
}
