import {
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type SyntheticEvent,
  useEffect,
  useId,
  useRef,
} from 'react';
import { useOverlay } from '../../hooks/overlayStack';
import { lockScroll } from '../../hooks/scrollLock';
import * as styles from './Dialog.css';

export type DialogPlacement = (typeof styles.dialogPlacements)[number];

export interface DialogProps {
  /** Whether the dialog is shown (controlled). */
  open: boolean;
  /** Called when the borrower asks to close: Escape, a backdrop tap (see `maskClosable`), or the browser's close request. */
  onClose: () => void;
  /** Heading of the dialog, also its accessible name. Default none (then give `aria-label`). */
  title?: ReactNode;
  /** A picture above the title (an Illustration), decoration only. Default none. */
  media?: ReactNode;
  /** Accessible name when there is no visible title. Default none. */
  'aria-label'?: string;
  /** The body. Default none. */
  children?: ReactNode;
  /** Buttons along the bottom; each takes an equal share of the width. Default none. */
  actions?: ReactNode;
  /** A tap on the backdrop (mask) closes the dialog; `false` keeps it open (spec 4: the rating modal). Default `true`. */
  maskClosable?: boolean;
  /** Escape closes the dialog; `false` ignores Escape for flows that must end with a choice. Default `true`. */
  escClosable?: boolean;
  /** Centred card or bottom sheet. Default `'center'`. */
  placement?: DialogPlacement;
  /**
   * One line under the body that says what the other action does (e.g. that Cancel closes the page);
   * the dialog's description. Mark the safe action with `data-autofocus`: the dialog opens on it. Default none.
   */
  note?: string;
  /** Extra class on the panel. Default none. */
  className?: string;
}

/**
 * A modal dialog on the native `<dialog>` with `showModal()`: focus is trapped, the background is inert and
 * focus returns to the opener on close. Page scrolling is locked (also in iOS webviews). Escape closes it
 * unless `escClosable` is `false`; a backdrop tap closes it unless `maskClosable` is `false`. While open it
 * registers with the nearest `OverlayStackProvider`, so the native back button closes it as Escape does.
 */
export function Dialog({
  open,
  onClose,
  title,
  media,
  'aria-label': ariaLabel,
  children,
  actions,
  maskClosable = true,
  escClosable = true,
  placement = 'center',
  note,
  className,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const contentId = useId();
  const noteId = useId();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  // The native back button closes the top overlay first, as Escape does (the app's OverlayStackProvider).
  useOverlay(open, () => onCloseRef.current(), escClosable);

  useEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    if (!dialog.open) dialog.showModal();
    // showModal focuses the first button; the safe action (marked data-autofocus) takes focus instead.
    dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    const unlock = lockScroll();
    return () => {
      unlock();
      if (dialog.open) dialog.close();
    };
  }, [open]);

  // Escape is handled on keydown so that `escClosable={false}` holds: preventing the key's default stops
  // the browser's close request, which Chromium would otherwise force through on a second Escape.
  const handleKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    event.stopPropagation();
    if (escClosable) onCloseRef.current();
  };

  // Other close requests (Android back gesture on a CloseWatcher-aware browser): the state stays ours.
  const handleCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    if (escClosable) onCloseRef.current();
  };

  // If the browser closed the dialog anyway, tell the owner so `open` does not go stale.
  // The close event is queued: ignore one that arrives after the dialog was already shown again.
  const handleClose = (event: SyntheticEvent<HTMLDialogElement>) => {
    if (open && !event.currentTarget.open) onCloseRef.current();
  };

  const handleClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget && maskClosable) onCloseRef.current();
  };

  return (
    <dialog
      ref={ref}
      className={styles.dialog({ placement })}
      aria-labelledby={title ? titleId : undefined}
      aria-label={title ? undefined : ariaLabel}
      aria-describedby={
        [children && typeof children === 'string' ? contentId : '', note ? noteId : ''].join(' ').trim() ||
        undefined
      }
      data-state={open ? 'open' : 'closed'}
      onKeyDown={handleKeyDown}
      onCancel={handleCancel}
      onClose={handleClose}
      onClick={handleClick}
    >
      {open ? (
        <div
          className={className ? `${styles.panel({ placement })} ${className}` : styles.panel({ placement })}
        >
          {media ? <div className={styles.media}>{media}</div> : null}
          {title ? (
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
          ) : null}
          {children ? (
            <div id={contentId} className={styles.content}>
              {children}
            </div>
          ) : null}
          {note ? (
            <p id={noteId} className={styles.note}>
              {note}
            </p>
          ) : null}
          {actions ? <div className={styles.actions}>{actions}</div> : null}
        </div>
      ) : null}
    </dialog>
  );
}
