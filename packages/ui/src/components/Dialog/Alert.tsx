import type { ReactNode } from 'react';
import { useText } from '../../config';
import { Button } from '../Button';
import { Dialog } from './Dialog';

export interface AlertProps {
  /** Whether the alert is shown (controlled). */
  open: boolean;
  /** Heading, also the accessible name. */
  title: ReactNode;
  /** The message. Default none. */
  content?: ReactNode;
  /** Label of the only button. Default the catalogue's `kit.ok`. */
  confirmText?: string;
  /** Called by the button, Escape and (when `maskClosable`) a backdrop tap. */
  onConfirm: () => void;
  /** A backdrop tap acknowledges the alert. Default `true`. */
  maskClosable?: boolean;
}

/** A message with one acknowledging button, on Dialog. */
export function Alert({ open, title, content, confirmText, onConfirm, maskClosable = true }: AlertProps) {
  const t = useText();
  return (
    <Dialog
      open={open}
      onClose={onConfirm}
      title={title}
      maskClosable={maskClosable}
      actions={
        <Button block onClick={onConfirm}>
          {confirmText ?? t('kit.ok')}
        </Button>
      }
    >
      {content}
    </Dialog>
  );
}
