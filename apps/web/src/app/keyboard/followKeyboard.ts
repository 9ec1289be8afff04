import { keyboardInsetProperty } from '@loan/ui/theme';
import { opensKeyboard } from './index';

/**
 * Keeps the kit's `--loan-keyboard-inset` at the height the soft keyboard covers of the layout viewport,
 * so the action bar and bottom sheets ride above it, and brings the focused field into sight when the
 * keyboard opens. Where the keyboard resizes the layout viewport (Android Chrome before 108, Chrome 108+
 * with `interactive-widget=resizes-content`) the inset stays 0 and only the field is brought into sight.
 * Returns the stop function.
 */
export function followKeyboard(): () => void {
  const viewport = window.visualViewport;
  if (!viewport) return () => {};
  const root = document.documentElement;
  let inset = 0;
  let height = viewport.height;

  const update = () => {
    // Pinch zoom also shrinks the visual viewport: only an unzoomed page is read as covered by a keyboard.
    const covered =
      viewport.scale > 1.01
        ? 0
        : Math.max(0, Math.round(window.innerHeight - viewport.height - viewport.offsetTop));
    if (covered === inset) return;
    inset = covered;
    // A CSSOM write: allowed under the production CSP, which refuses style attributes in markup.
    if (covered > 0) root.style.setProperty(keyboardInsetProperty, `${covered}px`);
    else root.style.removeProperty(keyboardInsetProperty);
  };
  const onResize = () => {
    const opened = viewport.height < height - 1;
    height = viewport.height;
    update();
    if (opened) revealFocused();
  };

  viewport.addEventListener('resize', onResize);
  viewport.addEventListener('scroll', update);
  // The keyboard may have opened while this module loaded.
  update();
  revealFocused();
  return () => {
    viewport.removeEventListener('resize', onResize);
    viewport.removeEventListener('scroll', update);
    root.style.removeProperty(keyboardInsetProperty);
  };
}

/** Scrolls the focused field into what stays visible, clear of the action bar, once the layout has followed. */
function revealFocused(): void {
  requestAnimationFrame(() => {
    const field = document.activeElement;
    const viewport = window.visualViewport;
    if (!opensKeyboard(field) || !viewport) return;
    const sheet = field.closest('dialog');
    const top = viewport.offsetTop;
    let bottom = top + viewport.height;
    // A field of the page must also clear the action bar that sticks above the keyboard.
    const bar = sheet ? null : document.querySelector('[data-action-bar]');
    if (bar) bottom -= bar.getBoundingClientRect().height;
    const rect = field.getBoundingClientRect();
    if (rect.top >= top && rect.bottom <= bottom) return;
    // In a sheet, the sheet already rides above the keyboard: its own scroll brings the field in.
    if (sheet) {
      field.scrollIntoView({ block: 'nearest' });
      return;
    }
    // Centred in the visible band; a field taller than the band shows its top.
    const target = top + Math.max(0, (bottom - top - rect.height) / 2);
    window.scrollBy(0, rect.top - target);
  });
}
