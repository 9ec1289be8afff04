/** React Router's index of this entry in the webview's history (0 for the page the webview opened on). */
export function historyIndex(state: unknown): number {
  const idx = (state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx : 0;
}

/** What a back press may do on this page, asked in order. */
export interface BackSteps {
  /** Closes the top sheet or dialog; `false` when none is open. */
  closeOverlay: () => boolean;
  /** The screen's own handler (loan confirm's retention popup); `true` when it handled back. */
  screen: () => unknown;
  /** This entry's index in the webview's history (`historyIndex`). */
  index: number;
  /** The previous page of ours. */
  goBack: () => void;
}

/**
 * A back press (the native hook, the nav bar's arrow): the top overlay first, then the screen's own
 * handler, then the previous page of ours. `false` on the first page with nothing open: the native
 * shell closes the webview (docs/native-contract.md).
 */
export function handleBack({ closeOverlay, screen, index, goBack }: BackSteps): boolean {
  if (closeOverlay()) return true;
  if (screen() === true) return true;
  if (index <= 0) return false;
  goBack();
  return true;
}

/**
 * "Go back" on a page that offers it (not found, a route's error): the previous page of ours, or on
 * the page the webview opened on, which has no history to go back to, close the webview.
 */
export function leavePage(index: number, goBack: () => void, closeWebview: () => void): void {
  if (index > 0) goBack();
  else closeWebview();
}
