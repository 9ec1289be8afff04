import { describe, expect, it, vi } from 'vitest';
import { isScrollLocked, lockScroll } from './scrollLock';

describe('lockScroll', () => {
  it('pins the body at the saved offset (iOS webviews ignore overflow hidden) and restores it on unlock', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    Object.defineProperty(window, 'scrollY', { value: 240, configurable: true });
    const unlock = lockScroll();
    expect(document.body.style.position).toBe('fixed');
    expect(document.body.style.top).toBe('-240px');
    expect(document.body.style.overflow).toBe('hidden');
    unlock();
    expect(document.body.style.position).toBe('');
    expect(document.body.style.top).toBe('');
    expect(scrollTo).toHaveBeenCalledWith(0, 240);
    expect(isScrollLocked()).toBe(false);
    scrollTo.mockRestore();
  });

  it('counts nested locks: the page stays locked until the last one is released', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const first = lockScroll();
    const second = lockScroll();
    first();
    first();
    expect(document.body.style.position).toBe('fixed');
    second();
    expect(document.body.style.position).toBe('');
    scrollTo.mockRestore();
  });
});
