import { describe, expect, it, vi } from 'vitest';
import { indiaBrand } from '../../../../brands/india/brand';
import { defaultBrand } from '../brand/defaultBrand';
import { createBridge } from './bridge';
import { checkBridgePayload } from './check';
import type { BridgeEventDetail } from './messages';
import { BridgePayloadError } from './messages';
import type { BridgeHost } from './transport';

const upi = 'upi://pay?pa=sahyog@icici&am=5227.50&cu=INR';
const DESKTOP_CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';

function browserHost() {
  const events: BridgeEventDetail[] = [];
  const assign = vi.fn();
  const host: BridgeHost = {
    navigator: { userAgent: DESKTOP_CHROME },
    location: { assign },
    dispatchEvent: (event) => {
      events.push((event as CustomEvent<BridgeEventDetail>).detail);
      return true;
    },
  };
  return { host, events, assign };
}

describe("the bridge's openPage for a pay URL (openPayApp)", () => {
  it("sends a listed payment app's URL to the Android shell's openPage", () => {
    const calls: string[] = [];
    const host = { SahyogBridge: { openPage: (json: string) => calls.push(json) } } as BridgeHost;
    expect(createBridge(indiaBrand, host).openPayApp(upi)).toBe('android');
    expect(calls.map((json) => JSON.parse(json))).toEqual([{ url: upi }]);
  });
  it('in a plain browser, tells the page (loanbridge) and lets the browser hand the scheme to the system', () => {
    const { host, events, assign } = browserHost();
    expect(createBridge(indiaBrand, host).openPayApp(upi)).toBe('event');
    expect(events).toEqual([{ name: 'openPage', payload: { url: upi } }]);
    expect(assign).toHaveBeenCalledWith(upi);
  });
  it('still follows an https pay page by openPage as before', () => {
    const { host, events, assign } = browserHost();
    createBridge(indiaBrand, host).openPayApp('https://pay.gateway.example/x');
    expect(events).toEqual([{ name: 'openPage', payload: { url: 'https://pay.gateway.example/x' } }]);
    expect(assign).toHaveBeenCalledWith('https://pay.gateway.example/x');
  });
  it('refuses the scheme in a plain openPage (h5Url, agreements, products): pay URLs only', () => {
    const { host, events, assign } = browserHost();
    expect(() => createBridge(indiaBrand, host).openPage(upi)).toThrow(BridgePayloadError);
    expect(() => checkBridgePayload(indiaBrand, 'openPage', { url: upi })).toThrow(/url refused/);
    expect(events).toEqual([]);
    expect(assign).not.toHaveBeenCalled();
  });
  it('refuses it for a pay URL of a brand that lists no scheme (the default brand)', () => {
    const { host, assign } = browserHost();
    expect(() => createBridge(defaultBrand, host).openPayApp(upi)).toThrow(/url refused/);
    expect(assign).not.toHaveBeenCalled();
  });
});
