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
  /** Heading of the modal and the iframe's title. Default `'Agreement'`. */
  title?: string;
  /** Called by Cancel (spec 2: the loan confirm page then closes the webview). */
  onCancel: () => void;
  /** Called by Agree (spec 2: dismisses the modal). */
  onAgree: () => void;
  /** Label of the cancelling button. Default `'Cancel'`. */
  cancelText?: string;
  /** Label of the agreeing button. Default `'Agree'`. */
  agreeText?: string;
  /** Escape counts as Cancel; off by default because Cancel may close the whole webview. Default `false`. */
  escClosable?: boolean;
}

/** An agreement page in a sandboxed iframe (no referrer), with Cancel and Agree. A backdrop tap does nothing. */
export function AgreementModal({
  open,
  url,
  title = 'Agreement',
  onCancel,
  onAgree,
  cancelText = 'Cancel',
  agreeText = 'Agree',
  escClosable = false,
}: AgreementModalProps) {
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title={title}
      maskClosable={false}
      escClosable={escClosable}
      className={styles.panel}
      actions={
        <>
          <Button block variant="secondary" onClick={onCancel}>
            {cancelText}
          </Button>
          <Button block onClick={onAgree}>
            {agreeText}
          </Button>
        </>
      }
    >
      <iframe
        className={styles.frame}
        src={url || 'about:blank'}
        title={title}
        sandbox={AGREEMENT_SANDBOX}
        referrerPolicy="no-referrer"
        loading="eager"
      />
    </Dialog>
  );
}
