// `<dialog>` for engines of the support matrix without it (iOS 14.5-15.3): Google's dialog-polyfill,
// registered on each dialog the first time the kit calls one of its methods. Loaded only where
// app/polyfills.ts finds `showModal` missing; its style sheets come with this chunk.
import dialogPolyfill from 'dialog-polyfill';
import 'dialog-polyfill/dist/dialog-polyfill.css';
import './dialog.css';

type DialogMethod = 'show' | 'showModal' | 'close';

/** Gives every `<dialog>` show, showModal and close, each registering its element on first use. */
export function polyfillDialog() {
  const proto = Object.getPrototypeOf(document.createElement('dialog')) as Record<DialogMethod, unknown>;
  for (const name of ['show', 'showModal', 'close'] as const) {
    Object.defineProperty(proto, name, {
      configurable: true,
      writable: true,
      value(this: HTMLDialogElement, ...args: unknown[]) {
        // Registering puts the polyfill's own methods (and `open`) on the element, over these.
        dialogPolyfill.forceRegisterDialog(this);
        return (this[name] as (...a: unknown[]) => unknown)(...args);
      },
    });
  }
}
