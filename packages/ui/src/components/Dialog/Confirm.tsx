import type { ReactNode } from 'react';
import { useText } from '../../config';
import { Button } from '../Button';
import { Dialog } from './Dialog';

export interface ConfirmProps {
  /** Whether the dialog is shown (controlled). */
  open: boolean;
  /** Heading, also the accessible name. */
  title: ReactNode;
  /** A picture above the title (an Illustration), decoration only. Default none. */
  media?: ReactNode;
  /** The question or message. Default none. */
  content?: ReactNode;
  /** Label of the confirming button. Default the catalogue's `common.confirm`. */
  confirmText?: string;
  /** Label of the cancelling button. Default the catalogue's `common.cancel`. */
  cancelText?: string;
  /** Called by the confirming button. */
  onConfirm: () => void;
  /** Called by the cancelling button, Escape and (when `maskClosable`) a backdrop tap. */
  onCancel: () => void;
  /** The confirm action is in flight: its button shows a spinner and ignores presses. Default `false`. */
  confirmLoading?: boolean;
  /** A backdrop tap cancels; `false` keeps the dialog open until a button is pressed. Default `true`. */
  maskClosable?: boolean;
  /** Escape cancels. Default `true`. */
  escClosable?: boolean;
  /** The action the dialog opens on: the one that keeps the borrower where they are. Default `'cancel'`. */
  safeAction?: 'cancel' | 'confirm';
  /** One line that says what the other action does (Dialog's `note`). Default none. */
  note?: string;
}

/** A question with Cancel and Confirm, on Dialog. */
export function Confirm({
  open,
  title,
  media,
  content,
  confirmText,
  cancelText,
  onConfirm,
  onCancel,
  confirmLoading = false,
  maskClosable = true,
  escClosable = true,
  safeAction = 'cancel',
  note,
}: ConfirmProps) {
  const t = useText();
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title={title}
      media={media}
      maskClosable={maskClosable}
      escClosable={escClosable}
      note={note}
      actions={
        <>
          <Button
            block
            variant="secondary"
            data-autofocus={safeAction === 'cancel' ? true : undefined}
            onClick={onCancel}
          >
            {cancelText ?? t('common.cancel')}
          </Button>
          <Button
            block
            loading={confirmLoading}
            data-autofocus={safeAction === 'confirm' ? true : undefined}
            onClick={onConfirm}
          >
            {confirmText ?? t('common.confirm')}
          </Button>
        </>
      }
    >
      {content}
    </Dialog>
  );
}
