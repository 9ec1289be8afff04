import { useEffect, useId, useState } from 'react';
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
  /** One line that says what Cancel does. Default the catalogue's `kit.cancelClosesPage`. */
  cancelNote?: string;
  /** How long the frame may load before it shows its failure and a retry, in ms. Default `15000`. */
  timeoutMs?: number;
}

/** The frame's states: a loader over it, the page, or a failure with a retry. */
export const agreementFrameStates = ['loading', 'loaded', 'failed'] as const;
export type AgreementFrameState = (typeof agreementFrameStates)[number];

/**
 * An agreement page in a sandboxed iframe (no referrer), with Cancel and Agree; it opens on Agree, the
 * action that keeps the borrower in the flow, and says what Cancel does. A backdrop tap does nothing.
 * A cross-origin frame reports no error, so a page that has not loaded in `timeoutMs` counts as failed.
 * Agree waits for the page: disabled, and described by the loader or the failure, until it has loaded
 * (no one agrees to what they could not read; issue 24).
 */
export function AgreementModal({
  open,
  url,
  title,
  onCancel,
  onAgree,
  cancelText,
  agreeText,
  escClosable = false,
  cancelNote,
  timeoutMs = 15000,
}: AgreementModalProps) {
  const t = useText();
  const heading = title ?? t('kit.agreement');
  const [frame, setFrame] = useState<AgreementFrameState>('loading');
  const [attempt, setAttempt] = useState(0);
  const frameStateId = useId();

  // Each page (and each retry) starts loading; without a load in time it has failed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: url and attempt restart the frame
  useEffect(() => {
    if (!open) return;
    setFrame('loading');
    const timer = setTimeout(() => setFrame((now) => (now === 'loading' ? 'failed' : now)), timeoutMs);
    return () => clearTimeout(timer);
  }, [open, url, attempt, timeoutMs]);

  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title={heading}
      maskClosable={false}
      escClosable={escClosable}
      className={styles.panel}
      note={cancelNote ?? t('kit.cancelClosesPage')}
      actions={
        <>
          <Button block variant="secondary" onClick={onCancel}>
            {cancelText ?? t('kit.leavePage')}
          </Button>
          <Button
            block
            data-autofocus
            disabled={frame !== 'loaded'}
            aria-describedby={frame === 'loaded' ? undefined : frameStateId}
            onClick={onAgree}
          >
            {agreeText ?? t('common.agree')}
          </Button>
        </>
      }
    >
      <div className={styles.frameBox} data-state={frame}>
        {frame === 'failed' ? null : (
          <iframe
            key={attempt}
            className={styles.frame}
            src={url || 'about:blank'}
            title={heading}
            sandbox={AGREEMENT_SANDBOX}
            referrerPolicy="no-referrer"
            loading="eager"
            onLoad={() => setFrame('loaded')}
          />
        )}
        {frame === 'loading' ? (
          <div id={frameStateId} className={styles.overlay} role="status">
            <span className={styles.spinner} aria-hidden="true" />
            {t('kit.agreementLoading')}
          </div>
        ) : null}
        {frame === 'failed' ? (
          <div id={frameStateId} className={styles.overlay} role="alert">
            <p className={styles.failedText}>{t('kit.agreementFailed')}</p>
            <Button variant="secondary" onClick={() => setAttempt((n) => n + 1)}>
              {t('common.retry')}
            </Button>
          </div>
        ) : null}
      </div>
    </Dialog>
  );
}
