import { describe, expect, it, vi } from 'vitest';
import { historyIndex, inAppBack } from './back';

const brand = { bridge: { backHook: 'onBackTest' } } as Parameters<typeof inAppBack>[0];

describe('inAppBack', () => {
  it('offers no back on the page the webview opened on', () => {
    expect(inAppBack(brand, historyIndex(null), vi.fn(), {})).toBeUndefined();
    expect(inAppBack(brand, historyIndex({ idx: 0 }), vi.fn(), {})).toBeUndefined();
  });

  it('goes to the previous page when no screen handles back', () => {
    const goBack = vi.fn();
    inAppBack(brand, historyIndex({ idx: 2 }), goBack, {})?.();
    expect(goBack).toHaveBeenCalledTimes(1);
  });

  it("lets the screen's back hook keep the borrower (the retention popup) instead of leaving", () => {
    const goBack = vi.fn();
    const host = { onBackTest: () => true };
    inAppBack(brand, 1, goBack, host)?.();
    expect(goBack).not.toHaveBeenCalled();
  });

  it('still goes back when the hook declines', () => {
    const goBack = vi.fn();
    inAppBack(brand, 1, goBack, { onBackTest: () => false })?.();
    expect(goBack).toHaveBeenCalledTimes(1);
  });
});
