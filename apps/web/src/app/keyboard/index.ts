import { report } from '@loan/core';

// What the soft keyboard needs (issue 23, docs/decisions/keyboard-and-text-size.md): the follower loads
// on the first focus of a field that opens the keyboard, so a page without one never downloads it.

const noKeyboard = new Set([
  'button',
  'checkbox',
  'color',
  'file',
  'hidden',
  'image',
  'radio',
  'range',
  'reset',
  'submit',
]);

/** A field the soft keyboard opens for: a text-like input, a textarea or editable content. */
export function opensKeyboard(element: Element | null): element is HTMLElement {
  if (element instanceof HTMLTextAreaElement) return true;
  if (element instanceof HTMLInputElement) return !noKeyboard.has(element.type);
  return element instanceof HTMLElement && element.isContentEditable === true;
}

/** Follows the soft keyboard from the first focus of such a field on (where `visualViewport` exists). */
export function followKeyboardOnFirstField(): void {
  if (typeof window === 'undefined' || !window.visualViewport) return;
  const onFocus = (event: FocusEvent) => {
    if (!opensKeyboard(event.target as Element | null)) return;
    document.removeEventListener('focusin', onFocus);
    import('./followKeyboard').then(
      ({ followKeyboard }) => followKeyboard(),
      () => report('chunk_load', { chunk: 'keyboard' }),
    );
  };
  document.addEventListener('focusin', onFocus);
}
