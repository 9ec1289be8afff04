// @vitest-environment jsdom
// (the core project also matches *.dom.test.ts; this keeps the file in jsdom there too)
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultBrand } from '../brand/defaultBrand';
import { onNativeBack } from './backHook';
import { createBridge } from './bridge';
import type { BridgeEventDetail } from './messages';
import { sendBridge } from './transport';

const globals = window as unknown as Record<string, unknown>;

afterEach(() => {
  Reflect.deleteProperty(globals, 'webkit');
  Reflect.deleteProperty(globals, 'LoanBridge');
});

describe('bridge on the real window', () => {
  it('dispatches a loanbridge CustomEvent on window in a plain browser', () => {
    const seen: BridgeEventDetail[] = [];
    const listener = (event: Event) => seen.push((event as CustomEvent<BridgeEventDetail>).detail);
    window.addEventListener('loanbridge', listener);
    createBridge(defaultBrand).toMine();
    window.removeEventListener('loanbridge', listener);
    expect(seen).toEqual([{ name: 'toMine', payload: {} }]);
  });
  it('finds the iOS message handlers on window.webkit', () => {
    const postMessage = vi.fn();
    globals.webkit = { messageHandlers: { rateApp: { postMessage } } };
    expect(sendBridge(defaultBrand, 'rateApp', {})).toBe('ios');
    expect(postMessage).toHaveBeenCalledWith({});
  });
  it('finds the Android interface on window', () => {
    const startBank = vi.fn();
    globals.LoanBridge = { startBank };
    expect(sendBridge(defaultBrand, 'startBank', { productId: 'p7' })).toBe('android');
    expect(startBank).toHaveBeenCalledWith('{"productId":"p7"}');
  });
  it('installs the native back hook on window', () => {
    const handler = vi.fn(() => true);
    const uninstall = onNativeBack(defaultBrand, handler);
    expect((globals.onNativeBack as () => boolean)()).toBe(true);
    expect(handler).toHaveBeenCalledTimes(1);
    uninstall();
    expect(globals.onNativeBack).toBeUndefined();
  });
});
