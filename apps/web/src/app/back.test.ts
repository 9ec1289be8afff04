import { describe, expect, it, vi } from 'vitest';
import { handleBack, historyIndex, leavePage } from './back';

const nothingOpen = () => false;
const noHandler = () => undefined;

describe('historyIndex', () => {
  it('is 0 on the page the webview opened on', () => {
    expect(historyIndex(null)).toBe(0);
    expect(historyIndex({ idx: 0 })).toBe(0);
    expect(historyIndex({ idx: 'x' })).toBe(0);
    expect(historyIndex({ idx: 2 })).toBe(2);
  });
});

describe('handleBack', () => {
  it('closes the top sheet or dialog first and stays on the page', () => {
    const goBack = vi.fn();
    const screen = vi.fn(() => true);
    expect(handleBack({ closeOverlay: () => true, screen, index: 3, goBack })).toBe(true);
    expect(screen).not.toHaveBeenCalled();
    expect(goBack).not.toHaveBeenCalled();
  });

  it("lets the screen's own handler keep the borrower (the retention popup) instead of leaving", () => {
    const goBack = vi.fn();
    expect(handleBack({ closeOverlay: nothingOpen, screen: () => true, index: 1, goBack })).toBe(true);
    expect(goBack).not.toHaveBeenCalled();
  });

  it('goes to the previous page of ours when nothing else handles back', () => {
    const goBack = vi.fn();
    expect(handleBack({ closeOverlay: nothingOpen, screen: () => false, index: 2, goBack })).toBe(true);
    expect(goBack).toHaveBeenCalledTimes(1);
  });

  it('on the first page with nothing open, tells the shell it did not handle back (the shell closes)', () => {
    const goBack = vi.fn();
    expect(handleBack({ closeOverlay: nothingOpen, screen: noHandler, index: 0, goBack })).toBe(false);
    expect(goBack).not.toHaveBeenCalled();
  });
});

describe('leavePage', () => {
  it('goes to the previous page of ours where there is one', () => {
    const goBack = vi.fn();
    const close = vi.fn();
    leavePage(1, goBack, close);
    expect(goBack).toHaveBeenCalledTimes(1);
    expect(close).not.toHaveBeenCalled();
  });

  it('closes the webview on the page it opened on', () => {
    const goBack = vi.fn();
    const close = vi.fn();
    leavePage(0, goBack, close);
    expect(close).toHaveBeenCalledTimes(1);
    expect(goBack).not.toHaveBeenCalled();
  });
});
