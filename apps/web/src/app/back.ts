import type { BrandConfig } from '@loan/core';

/** React Router's index of this entry in the webview's history (0 for the page the webview opened on). */
export function historyIndex(state: unknown): number {
  const idx = (state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx : 0;
}

/**
 * The nav bar's back, where the webview has a page of ours to go back to: the screen's back hook first
 * (the one the native shell calls, e.g. loan confirm's retention popup), and only if it did not handle
 * back, the previous page. Undefined on the first page: no back arrow (the native shell's own back closes).
 */
export function inAppBack(
  brand: Pick<BrandConfig, 'bridge'>,
  index: number,
  goBack: () => void,
  host: object = globalThis,
): (() => void) | undefined {
  if (index <= 0) return undefined;
  return () => {
    const hook = (host as Record<string, unknown>)[brand.bridge.backHook];
    if (typeof hook === 'function' && hook() === true) return;
    goBack();
  };
}
