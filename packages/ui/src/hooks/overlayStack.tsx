import { createContext, type ReactNode, useContext, useEffect, useRef } from 'react';

/** One open overlay (dialog, sheet, viewer): how to close it, and whether a back press may. */
export interface OverlayEntry {
  /** Closes the overlay as its Escape does. */
  close: () => void;
  /** `false` for an overlay that must end with a choice: back is swallowed, the overlay stays. */
  closable: boolean;
}

/** The open overlays, newest last: the app's back handling closes the top one first. */
export interface OverlayStack {
  /** Adds an overlay on top; returns its removal. */
  push(entry: OverlayEntry): () => void;
  /**
   * A back press: closes the top overlay (when closable) and returns `true`; `false` when none is open,
   * so the press goes on to the screen and the page.
   */
  closeTop(): boolean;
  /** How many overlays are open. */
  readonly size: number;
}

/** A new, empty stack; the app makes one and gives it to `OverlayStackProvider`. */
export function createOverlayStack(): OverlayStack {
  const entries: OverlayEntry[] = [];
  return {
    push(entry) {
      entries.push(entry);
      return () => {
        const at = entries.lastIndexOf(entry);
        if (at >= 0) entries.splice(at, 1);
      };
    },
    closeTop() {
      const top = entries[entries.length - 1];
      if (!top) return false;
      if (top.closable) top.close();
      return true;
    },
    get size() {
      return entries.length;
    },
  };
}

const OverlayStackContext = createContext<OverlayStack | null>(null);

/**
 * Gives the kit's overlays a stack to register with while open. The kit never touches `window`:
 * the app installs the native back hook and asks the stack first (Storybook and other hosts need none).
 */
export function OverlayStackProvider({ stack, children }: { stack: OverlayStack; children?: ReactNode }) {
  return <OverlayStackContext.Provider value={stack}>{children}</OverlayStackContext.Provider>;
}

/** Registers an overlay with the nearest stack while `open`; `close` is read fresh at each back press. */
export function useOverlay(open: boolean, close: () => void, closable: boolean): void {
  const stack = useContext(OverlayStackContext);
  const closeRef = useRef(close);
  closeRef.current = close;
  useEffect(() => {
    if (!open || !stack) return;
    return stack.push({ close: () => closeRef.current(), closable });
  }, [open, stack, closable]);
}
