import type { ReactNode } from 'react';
import { Button, type ButtonVariant } from '../Button';
import { toast } from '../Toast';
import { copyText } from './copyText';

export interface CopyButtonProps {
  /** The text put on the clipboard, such as a pay code. */
  text: string;
  /** The button's label. Default `'Copy'`. */
  children?: ReactNode;
  /** Toast on success (spec 8). Default `'copy success'`. */
  successText?: string;
  /** Toast when neither way of copying worked. Default `'copy failed'`. */
  failText?: string;
  /** Visual weight. Default `'secondary'`. */
  variant?: ButtonVariant;
  /** Called after each attempt with whether it worked. Default none. */
  onCopied?: (ok: boolean) => void;
}

/** Copies `text` and toasts 'copy success' (needs a mounted ToastViewport). */
export function CopyButton({
  text,
  children = 'Copy',
  successText = 'copy success',
  failText = 'copy failed',
  variant = 'secondary',
  onCopied,
}: CopyButtonProps) {
  const handleClick = async () => {
    const ok = await copyText(text);
    if (ok) toast.info(successText);
    else toast.fail(failText);
    onCopied?.(ok);
  };
  return (
    <Button variant={variant} onClick={handleClick}>
      {children}
    </Button>
  );
}
