import type { ReactNode } from 'react';
import { useText } from '../../config';
import { Button, type ButtonVariant } from '../Button';
import { toast } from '../Toast';
import { copyText } from './copyText';

export interface CopyButtonProps {
  /** The text put on the clipboard, such as a pay code. */
  text: string;
  /** The button's label. Default the catalogue's `kit.copy`. */
  children?: ReactNode;
  /** Toast on success (spec 8). Default the catalogue's `common.copySuccess`. */
  successText?: string;
  /** Toast when neither way of copying worked. Default the catalogue's `kit.copyFailed`. */
  failText?: string;
  /** Visual weight. Default `'secondary'`. */
  variant?: ButtonVariant;
  /** Called after each attempt with whether it worked. Default none. */
  onCopied?: (ok: boolean) => void;
}

/** Copies `text` and toasts the catalogue's `common.copySuccess` (needs a mounted ToastViewport). */
export function CopyButton({
  text,
  children,
  successText,
  failText,
  variant = 'secondary',
  onCopied,
}: CopyButtonProps) {
  const t = useText();
  const handleClick = async () => {
    const ok = await copyText(text);
    if (ok) toast.info(successText ?? t('common.copySuccess'));
    else toast.fail(failText ?? t('kit.copyFailed'));
    onCopied?.(ok);
  };
  return (
    <Button variant={variant} onClick={handleClick}>
      {children ?? t('kit.copy')}
    </Button>
  );
}
