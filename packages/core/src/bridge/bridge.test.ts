import { describe, expect, it, vi } from 'vitest';
import { indiaBrand } from '../../../../brands/india/brand';
import { defaultBrand } from '../brand/defaultBrand';
import { defineBrand } from '../brand/define';
import { onNativeBack } from './backHook';
import { createBridge } from './bridge';
import { checkBridgePayload } from './check';
import type { BridgeEventDetail, BridgeName } from './messages';
import { BRIDGE_EVENT, BridgePayloadError, bridgeNames } from './messages';
import { allowSaveImage, shellHas } from './saveImage';
import type { BridgeHost } from './transport';
import { bridgeSchemeUrl, pickTransport, sendBridge } from './transport';

/** A 1x1 PNG. */
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

const ANDROID_WEBVIEW =
  'Mozilla/5.0 (Linux; Android 12; SM-A515F Build/SP1A.210812.016; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/114.0.5735.196 Mobile Safari/537.36';
const FACEBOOK_ANDROID = `${ANDROID_WEBVIEW} [FB_IAB/FB4A;FBAV/422.0.0.30.115;]`;
const DESKTOP_CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';

function browserHost(ua = DESKTOP_CHROME) {
  const events: BridgeEventDetail[] = [];
  const assign = vi.fn();
  const host: BridgeHost = {
    navigator: { userAgent: ua },
    location: { assign },
    dispatchEvent: (event) => {
      expect(event.type).toBe(BRIDGE_EVENT);
      events.push((event as CustomEvent<BridgeEventDetail>).detail);
      return true;
    },
  };
  return { host, events, assign };
}

describe('transports, chosen at run time', () => {
  it('posts to the iOS message handler of the same name', () => {
    const postMessage = vi.fn();
    const host: BridgeHost = { webkit: { messageHandlers: { closeWebview: { postMessage } } } };
    expect(sendBridge(defaultBrand, 'closeWebview', {}, host)).toBe('ios');
    expect(postMessage).toHaveBeenCalledWith({});
  });
  it('an iOS shell with no handler for that message lacks it (web fallback, never the scheme)', () => {
    const { host, events, assign } = browserHost(ANDROID_WEBVIEW);
    host.webkit = { messageHandlers: { toHome: { postMessage: vi.fn() } } };
    expect(sendBridge(defaultBrand, 'toMine', {}, host)).toBe('missing');
    expect(events).toEqual([{ name: 'toMine', payload: {} }]);
    expect(assign).not.toHaveBeenCalled();
  });
  it("a messaging app's own iOS handlers are not our bridge", () => {
    const { host } = browserHost();
    host.webkit = { messageHandlers: { fbShare: { postMessage: vi.fn() } } };
    expect(pickTransport(defaultBrand, 'toMine', host)).toBe('event');
  });
  it("calls the Android interface named by the brand, with JSON, on the interface's object", () => {
    const api = {
      calls: [] as string[],
      callPhone(this: { calls: string[] }, json: string) {
        this.calls.push(json);
      },
    };
    const host = { LoanBridge: api } as BridgeHost;
    expect(sendBridge(defaultBrand, 'callPhone', { phone: '+63 917 555 0123' }, host)).toBe('android');
    expect(api.calls).toEqual(['{"phone":"+639175550123"}']);
  });
  it("uses the India brand's own interface name", () => {
    const toHome = vi.fn();
    expect(sendBridge(indiaBrand, 'toHome', {}, { SahyogBridge: { toHome } } as BridgeHost)).toBe('android');
    expect(sendBridge(indiaBrand, 'toHome', {}, { LoanBridge: { toHome } } as BridgeHost)).not.toBe(
      'android',
    );
    expect(toHome).toHaveBeenCalledTimes(1);
  });
  it('an interface that lacks the method is a missing message; a non-object is no interface', () => {
    const { host } = browserHost();
    Object.assign(host, { LoanBridge: { other: () => {} } });
    expect(pickTransport(defaultBrand, 'rateApp', host)).toBe('missing');
    Object.assign(host, { LoanBridge: 'not an object' });
    expect(pickTransport(defaultBrand, 'rateApp', host)).toBe('event');
  });
  it('opens the URL scheme with an empty host inside our own webview (spec 1)', () => {
    const { host, assign, events } = browserHost(ANDROID_WEBVIEW);
    expect(sendBridge(defaultBrand, 'openPage', { url: '/summerJuly?orderId=1' }, host)).toBe('scheme');
    expect(assign).toHaveBeenCalledWith('loanapp:///openPage?url=%2FsummerJuly%3ForderId%3D1');
    expect(events).toEqual([]);
  });
  it("never opens the app scheme in a messaging app's browser", () => {
    const { host, events } = browserHost(FACEBOOK_ANDROID);
    expect(sendBridge(defaultBrand, 'toHome', {}, host)).toBe('event');
    expect(events).toHaveLength(1);
  });
  it('dispatches a loanbridge event with name and payload in a plain browser', () => {
    const { host, events, assign } = browserHost();
    expect(sendBridge(defaultBrand, 'endBank', { success: true }, host)).toBe('event');
    expect(events).toEqual([{ name: 'endBank', payload: { success: true } }]);
    expect(assign).not.toHaveBeenCalled();
  });
  it('callPhone in a plain browser follows a tel: link and still dispatches the event', () => {
    const { host, events, assign } = browserHost();
    expect(sendBridge(defaultBrand, 'callPhone', { phone: '(02) 8123-4567' }, host)).toBe('tel');
    expect(assign).toHaveBeenCalledWith('tel:0281234567');
    expect(events).toEqual([{ name: 'callPhone', payload: { phone: '0281234567' } }]);
  });
  it('with no location at all, callPhone still reaches the event', () => {
    const events: unknown[] = [];
    const host: BridgeHost = { dispatchEvent: (event) => events.push(event) > 0 };
    expect(sendBridge(defaultBrand, 'callPhone', { phone: '12345' }, host)).toBe('event');
    expect(events).toHaveLength(1);
  });
});

describe('scheme URLs', () => {
  it('puts flat fields in the query and nested ones as JSON', () => {
    expect(
      bridgeSchemeUrl(defaultBrand, 'burialPoint', { event: 'borrow_again', moduleId: 30, extra: { a: 1 } }),
    ).toBe('loanapp:///burialPoint?event=borrow_again&moduleId=30&extra=%7B%22a%22%3A1%7D');
  });
  it('has no query for an empty payload and uses the brand host when set', () => {
    const brand = defineBrand({ bridge: { host: 'bridge' } }, defaultBrand);
    expect(bridgeSchemeUrl(brand, 'toHome', {})).toBe('loanapp://bridge/toHome');
  });
});

describe('payloads are checked before sending', () => {
  it('openPage accepts a route of the brand, kept as a path', () => {
    expect(
      checkBridgePayload(defaultBrand, 'openPage', { url: '/thePublic?x=1', title: 'About Us' }),
    ).toEqual({
      url: '/thePublic?x=1',
      title: 'About Us',
    });
  });
  it('openPage accepts a safe URL, normalised', () => {
    expect(checkBridgePayload(defaultBrand, 'openPage', { url: 'HTTPS://Pay.Example.ph' })).toEqual({
      url: 'https://pay.example.ph/',
    });
  });
  it('openPage refuses unsafe URLs and paths outside the route table', () => {
    for (const url of ['javascript:alert(1)', '//evil.example', '/nowhere', 'http://pay.example.ph', 42]) {
      expect(() => checkBridgePayload(defaultBrand, 'openPage', { url })).toThrow(BridgePayloadError);
    }
    expect(() => checkBridgePayload(indiaBrand, 'openPage', { url: '/summerJuly' })).toThrow(/url refused/);
  });
  it('openPage refuses a title that is not text', () => {
    expect(() => checkBridgePayload(defaultBrand, 'openPage', { url: '/thePublic', title: 5 })).toThrow(
      /title/,
    );
  });
  it('callPhone refuses anything but 3 to 15 digits', () => {
    for (const phone of ['abc', '12', '+1234567890123456', '', undefined, '123;456']) {
      expect(() => checkBridgePayload(defaultBrand, 'callPhone', { phone })).toThrow(BridgePayloadError);
    }
  });
  it('burialPoint needs a word-like event name, a numeric moduleId and flat extras', () => {
    expect(
      checkBridgePayload(defaultBrand, 'burialPoint', {
        event: 'borrow_again',
        moduleId: 30,
        productId: 'p1',
        positionId: '2',
        extra: { a: 'b' },
      }),
    ).toEqual({ event: 'borrow_again', moduleId: 30, productId: 'p1', positionId: '2', extra: { a: 'b' } });
    expect(checkBridgePayload(defaultBrand, 'burialPoint', { event: 'view' })).toEqual({ event: 'view' });
    expect(() => checkBridgePayload(defaultBrand, 'burialPoint', { event: '<img>' })).toThrow(/event/);
    expect(() => checkBridgePayload(defaultBrand, 'burialPoint', { event: 'e', moduleId: '30' })).toThrow(
      /moduleId/,
    );
    expect(() => checkBridgePayload(defaultBrand, 'burialPoint', { event: 'e', extra: { a: {} } })).toThrow(
      /extra/,
    );
    expect(() => checkBridgePayload(defaultBrand, 'burialPoint', { event: 'e', extra: [] })).toThrow(/extra/);
  });
  it('startBank keeps only its string fields', () => {
    expect(
      checkBridgePayload(defaultBrand, 'startBank', {
        productId: 'p',
        orderId: 'o',
        source: 'loanDetail',
        x: 1,
      }),
    ).toEqual({
      productId: 'p',
      orderId: 'o',
      source: 'loanDetail',
    });
    expect(checkBridgePayload(defaultBrand, 'startBank', undefined)).toEqual({});
    expect(() => checkBridgePayload(defaultBrand, 'startBank', { orderId: 7 })).toThrow(/orderId/);
  });
  it('endBank needs a boolean success', () => {
    expect(() => checkBridgePayload(defaultBrand, 'endBank', { success: 'yes' })).toThrow(/success/);
  });
  it('empty messages drop whatever they are given', () => {
    expect(checkBridgePayload(defaultBrand, 'logoutToLogin', { sessionId: 's' })).toEqual({});
  });
  it('refuses an unknown message and a payload that is not an object', () => {
    expect(() => checkBridgePayload(defaultBrand, 'format' as BridgeName, {})).toThrow(/unknown message/);
    expect(() => checkBridgePayload(defaultBrand, 'toHome', 'x')).toThrow(/must be an object/);
    expect(() => checkBridgePayload(defaultBrand, 'toHome', null)).toThrow(BridgePayloadError);
  });
  it('refuses before any transport is touched', () => {
    const postMessage = vi.fn();
    const host: BridgeHost = { webkit: { messageHandlers: { openPage: { postMessage } } } };
    expect(() => sendBridge(defaultBrand, 'openPage', { url: 'javascript:alert(1)' }, host)).toThrow(
      BridgePayloadError,
    );
    expect(postMessage).not.toHaveBeenCalled();
  });
});

describe('createBridge', () => {
  it('has one method per message of spec 1, each sending its own name', () => {
    const { host, events } = browserHost();
    const bridge = createBridge(defaultBrand, host);
    bridge.openPage('/thePublic');
    bridge.openPage('https://example.ph', 'Pay');
    bridge.closeWebview();
    bridge.toHome();
    bridge.toMine();
    bridge.logoutToLogin();
    bridge.callPhone('09171234567');
    bridge.rateApp();
    bridge.burialPoint({ event: 'borrow_again', moduleId: 30 });
    bridge.startBank();
    bridge.endBank({ success: false });
    // saveImage is refused until its check has come (allowSaveImage, with the code that saves).
    expect(() => bridge.saveImage({ dataUrl: PNG, fileName: 'repayment-7720.png' })).toThrow(
      BridgePayloadError,
    );
    expect(events.some((event) => event.name === 'saveImage')).toBe(false);
    allowSaveImage();
    bridge.saveImage({ dataUrl: PNG, fileName: 'repayment-7720.png' });
    expect([...new Set(events.map((event) => event.name))]).toEqual([...bridgeNames]);
    expect(events[1]).toEqual({ name: 'openPage', payload: { url: 'https://example.ph/', title: 'Pay' } });
  });
});

describe('saveImage (issue 24: a repayment QR to keep)', () => {
  it('goes only to a shell that has it', () => {
    const postMessage = vi.fn();
    const ios: BridgeHost = { webkit: { messageHandlers: { saveImage: { postMessage } } } };
    expect(shellHas(defaultBrand, 'saveImage', ios)).toBe(true);
    const android = { [defaultBrand.bridge.androidInterface]: { saveImage: vi.fn() } } as BridgeHost;
    expect(shellHas(defaultBrand, 'saveImage', android)).toBe(true);
    const older: BridgeHost = { webkit: { messageHandlers: { closeWebview: { postMessage } } } };
    expect(shellHas(defaultBrand, 'saveImage', older)).toBe(false);
    expect(shellHas(defaultBrand, 'saveImage', browserHost(ANDROID_WEBVIEW).host)).toBe(false);
    expect(createBridge(defaultBrand, ios).saveImage({ dataUrl: PNG, fileName: 'code.png' })).toBe('ios');
    expect(postMessage).toHaveBeenCalledWith({ dataUrl: PNG, fileName: 'code.png' });
  });
  it('sends a PNG data URL and a plain file name, nothing else', () => {
    expect(
      checkBridgePayload(defaultBrand, 'saveImage', { dataUrl: PNG, fileName: 'a.png', extra: 1 }),
    ).toEqual({
      dataUrl: PNG,
      fileName: 'a.png',
    });
    for (const payload of [
      { dataUrl: 'https://example.ph/qr.png', fileName: 'a.png' },
      { dataUrl: 'data:image/svg+xml;base64,PHN2Zz4=', fileName: 'a.png' },
      { dataUrl: PNG, fileName: '../a.png' },
      { dataUrl: PNG, fileName: 'a.exe' },
      { dataUrl: PNG },
    ]) {
      expect(() => checkBridgePayload(defaultBrand, 'saveImage', payload)).toThrow(BridgePayloadError);
    }
  });
});

describe('onNativeBack', () => {
  it('defines the hook the shell calls and returns a boolean from the handler', () => {
    const host: Record<string, unknown> = {};
    const uninstall = onNativeBack(defaultBrand, () => true, host);
    const hook = host.onNativeBack as () => boolean;
    expect(hook()).toBe(true);
    uninstall();
    expect('onNativeBack' in host).toBe(false);
  });
  it('restores a hook that was there before', () => {
    const previous = () => false;
    const host: Record<string, unknown> = { onSahyogBack: previous };
    const uninstall = onNativeBack(indiaBrand, () => undefined, host);
    expect((host.onSahyogBack as () => boolean)()).toBe(false);
    uninstall();
    expect(host.onSahyogBack).toBe(previous);
  });
  it('leaves a newer hook alone when an older one is uninstalled', () => {
    const host: Record<string, unknown> = {};
    const first = onNativeBack(defaultBrand, () => true, host);
    onNativeBack(defaultBrand, () => false, host);
    const current = host.onNativeBack;
    first();
    expect(host.onNativeBack).toBe(current);
  });
});
