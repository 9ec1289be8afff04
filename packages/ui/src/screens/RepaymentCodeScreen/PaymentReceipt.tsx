import { Button } from '../../components/Button';
import { useText } from '../../config';
import * as styles from './PaymentReceipt.css';

export const receiptSaveStates = ['idle', 'saving', 'saved'] as const;
export type ReceiptSaveState = (typeof receiptSaveStates)[number];

export interface PaymentReceiptProps {
  /** The reference to pay with, where the card above does not already show it as text (a QR). Default none (no row). */
  reference?: string;
  /** What the reference is. Default the catalogue's `repayment.referenceNo`. */
  referenceLabel?: string;
  /** Where to pay (the channel's or the code's title, server text). Default none (no row). */
  channel?: string;
  /**
   * The due date as the borrower reads it, formatted by the container (core's `formatDate` in the
   * brand's zone), so a page without a date carries no date code. Default none (no row).
   */
  dueDate?: string;
  /** Save QR pressed: the container makes the image and keeps it. Without it there is no Save QR. Default none. */
  onSaveQr?: () => void;
  /** Save QR's state: `'saving'` shows a spinner, `'saved'` says it is saved. Default `'idle'`. */
  saveState?: ReceiptSaveState;
  /** Share code pressed: the container shares it, or copies it where the device cannot share. Without it there is none. Default none. */
  onShare?: () => void;
  /** Whether the device can share (Web Share): else the button says Copy code. Default `true`. */
  canShare?: boolean;
}

/**
 * The receipt part of a repayment code's card (issue 24, "proof I can keep"): the rows the card above it
 * does not show (reference, where to pay, due date) and the ways to keep the code, Save QR (an image)
 * and Share code. Goes inside the card that shows the code or QR and the amount, so the card reads as
 * one receipt. Both actions are secondary: paying happens elsewhere, with the code.
 */
export function PaymentReceipt({
  reference,
  referenceLabel,
  channel,
  dueDate,
  onSaveQr,
  saveState = 'idle',
  onShare,
  canShare = true,
}: PaymentReceiptProps) {
  const t = useText();
  const rows = [
    reference ? { term: referenceLabel ?? t('repayment.referenceNo'), value: reference, code: true } : null,
    channel ? { term: t('repayment.receiptChannel'), value: channel, code: false } : null,
    dueDate ? { term: t('repayment.dueDate'), value: dueDate, code: false } : null,
  ].filter((row) => row !== null);
  if (!rows.length && !onSaveQr && !onShare) return null;
  return (
    <div className={styles.root}>
      {rows.length ? (
        <dl className={styles.list} aria-label={t('repayment.receipt')}>
          {rows.map((row) => (
            <div key={row.term} className={styles.row}>
              <dt className={styles.term}>{row.term}</dt>
              <dd className={row.code ? `${styles.value} ${styles.reference}` : styles.value}>{row.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {onSaveQr || onShare ? (
        <div className={styles.actions}>
          {onSaveQr ? (
            <Button variant="secondary" loading={saveState === 'saving'} onClick={onSaveQr}>
              {saveState === 'saved' ? t('repayment.qrSaved') : t('repayment.saveQr')}
            </Button>
          ) : null}
          {onShare ? (
            <Button variant="secondary" onClick={onShare}>
              {canShare ? t('repayment.shareCode') : t('repayment.copyCode')}
            </Button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
