// @vitest-environment jsdom
// (the core project also matches *.dom.test.ts; this keeps the file in jsdom there too)
import { afterEach, describe, expect, it } from 'vitest';
import { parseLaunchParams } from './launch';
import { syncProductIdInAddressBar } from './productId';

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('product id sync in the real address bar', () => {
  it('updates location without a reload or a new history entry', () => {
    window.history.replaceState(null, '', '/summerJuly?product_id=42&sessionId=s1');
    const entries = window.history.length;
    expect(syncProductIdInAddressBar()).toBe(true);
    expect(window.location.pathname).toBe('/summerJuly');
    expect(new URLSearchParams(window.location.search).get('productId')).toBe('42');
    expect(window.history.length).toBe(entries);
  });
  it('launch params read from window.location once', () => {
    window.history.replaceState(null, '', '/starGesture?orderId=9&utm_tag=t');
    const launch = parseLaunchParams(window.location.search);
    window.history.replaceState(null, '', '/');
    expect(launch.session.orderId).toBe('9');
    expect(launch.promotion.utm_tag).toBe('t');
  });
});
