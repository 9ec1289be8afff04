import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultBrand } from '../brand/defaultBrand';
import { type FieldReport, setReportSink } from '../report';
import { createBridge } from './bridge';
import type { BridgeEventDetail } from './messages';
import { BRIDGE_EVENT } from './messages';
import { type BridgeHost, SCHEME_GAP_MS, sendBridge } from './transport';

// An Android app of ours whose JavaScript interface predates some messages (issue 23).
const ANDROID_WEBVIEW =
  'Mozilla/5.0 (Linux; Android 9; Redmi 6A Build/PPR1.180610.011; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/95.0.4638.74 Mobile Safari/537.36';

/** A fake window: what it navigated to, its history and close, the events it received. */
function fakeHost({ historyLength = 1, search = '?sessionId=s1&orderId=o1' } = {}) {
  const events: BridgeEventDetail[] = [];
  const host = {
    navigator: { userAgent: ANDROID_WEBVIEW },
    location: { assign: vi.fn(), replace: vi.fn(), search },
    history: { length: historyLength, back: vi.fn() },
    close: vi.fn(),
    dispatchEvent: (event: Event) => {
      expect(event.type).toBe(BRIDGE_EVENT);
      events.push((event as CustomEvent<BridgeEventDetail>).detail);
      return true;
    },
  } satisfies BridgeHost;
  return { host, events };
}

let reports: FieldReport[] = [];
let unsetSink: () => void = () => {};
beforeEach(() => {
  reports = [];
  unsetSink = setReportSink((item) => reports.push(item));
});
afterEach(() => {
  unsetSink();
  vi.useRealTimers();
});

describe('a message the Android interface lacks (an older app version)', () => {
  it('never navigates the page to the app scheme', () => {
    const { host } = fakeHost();
    const withInterface = { ...host, LoanBridge: { toHome: vi.fn() } } as BridgeHost;
    expect(sendBridge(defaultBrand, 'rateApp', {}, withInterface)).toBe('missing');
    expect(host.location.assign).not.toHaveBeenCalled();
  });

  it('is reported to the lender by name', () => {
    const { host } = fakeHost();
    sendBridge(defaultBrand, 'rateApp', {}, { ...host, LoanBridge: {} } as BridgeHost);
    expect(reports).toEqual([{ kind: 'bridge_missing', detail: { message: 'rateApp' } }]);
  });

  it('a missing burialPoint is not reported (the report would travel by burialPoint)', () => {
    const { host, events } = fakeHost();
    sendBridge(defaultBrand, 'burialPoint', { event: 'view' }, { ...host, LoanBridge: {} } as BridgeHost);
    expect(reports).toEqual([]);
    expect(events).toEqual([{ name: 'burialPoint', payload: { event: 'view' } }]);
  });

  it('open page falls back to safe navigation in this webview, carrying the session params', () => {
    const { host } = fakeHost();
    const bridge = createBridge(defaultBrand, { ...host, LoanBridge: {} } as BridgeHost);
    expect(bridge.openPage('/thePublic?tab=2')).toBe('missing');
    expect(host.location.assign).toHaveBeenCalledWith('/thePublic?tab=2&sessionId=s1&orderId=o1');
    bridge.openPage('https://pay.example.ph/x');
    expect(host.location.assign).toHaveBeenLastCalledWith('https://pay.example.ph/x');
  });

  it('open page never follows a scheme in this webview (the app scheme would be unknown here too)', () => {
    const { host, events } = fakeHost();
    const bridge = createBridge(defaultBrand, { ...host, LoanBridge: {} } as BridgeHost);
    expect(bridge.openPage('loanapp:///toHome')).toBe('missing');
    expect(host.location.assign).not.toHaveBeenCalled();
    expect(events).toEqual([{ name: 'openPage', payload: { url: 'loanapp:///toHome' } }]);
  });

  it('close goes back where the webview has history', () => {
    const { host } = fakeHost({ historyLength: 3 });
    createBridge(defaultBrand, { ...host, LoanBridge: {} } as BridgeHost).closeWebview();
    expect(host.history.back).toHaveBeenCalledTimes(1);
    expect(host.close).not.toHaveBeenCalled();
  });

  it('close asks the window to close where the webview has no history', () => {
    const { host } = fakeHost({ historyLength: 1 });
    createBridge(defaultBrand, { ...host, LoanBridge: {} } as BridgeHost).closeWebview();
    expect(host.close).toHaveBeenCalledTimes(1);
    expect(host.history.back).not.toHaveBeenCalled();
  });

  it('call phone has no web fallback in a webview (a tel: link would be an unknown scheme there too)', () => {
    const { host, events } = fakeHost();
    sendBridge(defaultBrand, 'callPhone', { phone: '09171234567' }, {
      ...host,
      LoanBridge: {},
    } as BridgeHost);
    expect(host.location.assign).not.toHaveBeenCalled();
    expect(events).toEqual([{ name: 'callPhone', payload: { phone: '09171234567' } }]);
  });
});

describe('a URL-scheme shell (a webview of ours with no JavaScript bridge)', () => {
  it('delivers two messages in a row, one at a time', () => {
    vi.useFakeTimers();
    const { host } = fakeHost();
    const bridge = createBridge(defaultBrand, host);
    expect(bridge.burialPoint({ event: 'borrow_again' })).toBe('scheme');
    expect(bridge.closeWebview()).toBe('scheme');
    expect(host.location.assign.mock.calls).toEqual([['loanapp:///burialPoint?event=borrow_again']]);
    vi.advanceTimersByTime(SCHEME_GAP_MS);
    expect(host.location.assign.mock.calls).toEqual([
      ['loanapp:///burialPoint?event=borrow_again'],
      ['loanapp:///closeWebview'],
    ]);
    vi.advanceTimersByTime(SCHEME_GAP_MS * 5);
    expect(host.location.assign).toHaveBeenCalledTimes(2);
  });

  it('after the queue drains, the next message goes at once', () => {
    vi.useFakeTimers();
    const { host } = fakeHost();
    const bridge = createBridge(defaultBrand, host);
    bridge.toHome();
    vi.advanceTimersByTime(SCHEME_GAP_MS * 2);
    bridge.toMine();
    expect(host.location.assign).toHaveBeenLastCalledWith('loanapp:///toMine');
  });
});
