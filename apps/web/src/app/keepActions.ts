import { messagesFor } from '@loan/core';
import { type ReceiptSaveState, toast } from '@loan/ui';
import { useState } from 'react';
import { brand } from './brand';

const t = messagesFor(brand);

/** What the repayment code pages keep and share: the code, its receipt lines, the image's file name. */
export interface KeepSource {
  code?: string;
  imageUrl?: string;
  title: string;
  lines: readonly string[];
}

/** A plain file name for the saved image: `repayment-<code's letters and digits>.png`. */
export function receiptFileName(code: string | undefined): string {
  const safe = (code ?? '').replace(/[^\w-]/g, '').slice(0, 40);
  return `repayment${safe ? `-${safe}` : ''}.png`;
}

/**
 * Save QR and Share code for the repayment code pages (issue 24, docs/decisions/receipt-and-last-channel.md).
 * Their code (the drawing, the share sheet, the shell's saveImage) loads on first use; the page's first
 * load carries only this hook.
 */
export function useKeepCode(source: KeepSource) {
  const [saveState, setSaveState] = useState<ReceiptSaveState>('idle');
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  const onSaveQr = async () => {
    if (saveState === 'saving') return;
    setSaveState('saving');
    try {
      const { saveReceipt } = await import('./keepCode');
      await saveReceipt({
        code: source.code,
        imageUrl: source.imageUrl,
        lines: [source.title, ...source.lines],
        fileName: receiptFileName(source.code),
      });
      setSaveState('saved');
      toast.success(t('repayment.qrSaved'));
    } catch {
      setSaveState('idle');
      toast.fail(t('repayment.saveFailed'));
    }
  };

  const onShare = async () => {
    const { shareText } = await import('./keepCode');
    const outcome = await shareText(source.title, [source.title, ...source.lines].join('\n'));
    if (outcome === 'copied') toast.info(t('common.copySuccess'));
    else if (outcome === 'failed') toast.fail(t('kit.copyFailed'));
  };

  return { saveState, onSaveQr, onShare, canShare };
}
