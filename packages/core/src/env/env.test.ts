import { describe, expect, it, vi } from 'vitest';
import { detectInAppBrowser, inAppBrowsers, isInAppBrowser } from './inAppBrowser';
import { registerServiceWorker, serviceWorkerScriptUrl } from './serviceWorker';
import { setDocumentTitle } from './title';
import { currentUserAgent } from './userAgent';
import { detectEnvironment, isAndroid, isAndroidWebView, isIOS, isIOSWebView } from './webview';

const IOS_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1';
const IOS_WEBVIEW =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';
const IOS_CHROME =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/119.0.6045.109 Mobile/15E148 Safari/604.1';
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 13; SM-A536E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0.0.0 Mobile Safari/537.36';
const ANDROID_WEBVIEW =
  'Mozilla/5.0 (Linux; Android 12; SM-A515F Build/SP1A.210812.016; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/114.0.5735.196 Mobile Safari/537.36';
const ANDROID_KITKAT_WEBVIEW =
  'Mozilla/5.0 (Linux; Android 4.4.2; GT-I9195 Build/KOT49H) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/30.0.0.0 Mobile Safari/537.36';
const DESKTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36';

/** One real user agent per in-app browser we know. */
const inAppSamples = {
  messenger: `${IOS_WEBVIEW} LightSpeed [FBAN/MessengerForiOS;FBAV/440.0.0.37.110;FBBV/548374652;FBDV/iPhone14,5;FBMD/iPhone;FBSN/iOS;FBSV/17.1;FBSS/3;FBCR/;FBID/phone;FBLC/en_US;FBOP/5]`,
  instagram: `${IOS_WEBVIEW} Instagram 309.0.2.18.108 (iPhone14,5; iOS 17_1; en_US; en; scale=3.00; 1170x2532; 538522637)`,
  facebook: `${ANDROID_WEBVIEW} [FB_IAB/FB4A;FBAV/422.0.0.30.115;]`,
  whatsapp: `${ANDROID_WEBVIEW} WhatsApp/2.23.24.76`,
  line: `${IOS_WEBVIEW} Safari Line/13.19.0`,
  viber: `${ANDROID_WEBVIEW} Viber/20.8.0.2`,
  telegram: `${ANDROID_WEBVIEW} Telegram-Android/10.3.2 (Samsung SM-A515F; Android 12; SDK 31; AVERAGE)`,
  wechat: `${IOS_WEBVIEW} MicroMessenger/8.0.43(0x1800152d) NetType/WIFI Language/en`,
  kakaotalk: `${ANDROID_WEBVIEW} KAKAOTALK 10.4.3`,
  snapchat: `${IOS_WEBVIEW} Snapchat/12.61.0.31 (iPhone14,5; iOS 17.1; gzip)`,
  tiktok: `${ANDROID_WEBVIEW} trill_320404 JsSdk/1.0 NetType/WIFI Channel/googleplay AppName/musical_ly app_version/32.4.4 ByteLocale/en Region/PH BytedanceWebview/d8a21c6`,
} as const;

describe('in-app browser detection (spec 1)', () => {
  it('knows every app it lists, with a sample each', () => {
    expect(Object.keys(inAppSamples).sort()).toEqual(inAppBrowsers.map((browser) => browser.id).sort());
  });
  for (const [id, ua] of Object.entries(inAppSamples)) {
    it(`detects ${id}`, () => {
      expect(detectInAppBrowser(ua)).toBe(id);
      expect(isInAppBrowser(ua)).toBe(true);
    });
  }
  it('detects Messenger on Android by its Orca token, not as Facebook', () => {
    expect(detectInAppBrowser(`${ANDROID_WEBVIEW} [FB_IAB/Orca-Android;FBAV/440.0.0.21.117;]`)).toBe(
      'messenger',
    );
  });
  it('detects Facebook on iOS by FBAN/FBIOS', () => {
    expect(detectInAppBrowser(`${IOS_WEBVIEW} [FBAN/FBIOS;FBAV/440.0.0.37.110;FBDV/iPhone14,5]`)).toBe(
      'facebook',
    );
  });
  it('does not flag ordinary browsers or our own webview', () => {
    for (const ua of [IOS_SAFARI, IOS_CHROME, ANDROID_CHROME, ANDROID_WEBVIEW, IOS_WEBVIEW, DESKTOP, '']) {
      expect(detectInAppBrowser(ua)).toBeUndefined();
    }
  });
  it('does not mistake the word "Line" or "Headline" for LINE', () => {
    expect(detectInAppBrowser(`${ANDROID_CHROME} Headline/2.0`)).toBeUndefined();
  });
});

describe('webview detection', () => {
  it('tells Android webviews from Chrome', () => {
    expect(isAndroidWebView(ANDROID_WEBVIEW)).toBe(true);
    expect(isAndroidWebView(ANDROID_KITKAT_WEBVIEW)).toBe(true);
    expect(isAndroidWebView(ANDROID_CHROME)).toBe(false);
    expect(isAndroidWebView(IOS_WEBVIEW)).toBe(false);
  });
  it('tells iOS webviews from Safari and Chrome for iOS', () => {
    expect(isIOSWebView(IOS_WEBVIEW)).toBe(true);
    expect(isIOSWebView(IOS_SAFARI)).toBe(false);
    expect(isIOSWebView(IOS_CHROME)).toBe(false);
    expect(isIOSWebView(ANDROID_WEBVIEW)).toBe(false);
  });
  it('knows the platform', () => {
    expect(isIOS(IOS_SAFARI)).toBe(true);
    expect(isAndroid(ANDROID_CHROME)).toBe(true);
    expect(isIOS(DESKTOP) || isAndroid(DESKTOP)).toBe(false);
  });
  it('sums it up in one environment', () => {
    expect(detectEnvironment(inAppSamples.facebook)).toEqual({
      os: 'android',
      webview: true,
      inAppBrowser: 'facebook',
    });
    expect(detectEnvironment(IOS_WEBVIEW)).toEqual({ os: 'ios', webview: true, inAppBrowser: undefined });
    expect(detectEnvironment(DESKTOP)).toEqual({ os: 'other', webview: false, inAppBrowser: undefined });
  });
  it('reads the current user agent, or nothing outside a browser', () => {
    expect(currentUserAgent()).toBe(globalThis.navigator?.userAgent ?? '');
    expect(typeof detectEnvironment().os).toBe('string');
  });
});

describe('service worker registration (spec 1)', () => {
  const base = 'https://app.example.ph/summerJuly?x=1';

  it('registers the worker file in production', async () => {
    const registration = {} as ServiceWorkerRegistration;
    const register = vi.fn(async () => registration);
    await expect(
      registerServiceWorker('/sw.js', { production: true, container: { register }, baseUrl: base }),
    ).resolves.toBe(registration);
    expect(register).toHaveBeenCalledWith('https://app.example.ph/sw.js', undefined);
  });
  it('passes a scope when given', async () => {
    const register = vi.fn(async () => ({}) as ServiceWorkerRegistration);
    await registerServiceWorker('sw.js', {
      production: true,
      container: { register },
      baseUrl: base,
      scope: '/',
    });
    expect(register).toHaveBeenCalledWith('https://app.example.ph/sw.js', { scope: '/' });
  });
  it('does nothing outside production', async () => {
    const register = vi.fn();
    await expect(
      registerServiceWorker('/sw.js', { production: false, container: { register }, baseUrl: base }),
    ).resolves.toBeUndefined();
    expect(register).not.toHaveBeenCalled();
  });
  it('resolves against the page, or localhost outside a browser', async () => {
    await expect(registerServiceWorker('/sw.js', { production: false })).resolves.toBeUndefined();
  });
  it('does nothing where service workers are missing', async () => {
    await expect(
      registerServiceWorker('/sw.js', { production: true, baseUrl: base }),
    ).resolves.toBeUndefined();
  });
  it('resolves undefined when the browser refuses the registration', async () => {
    const register = vi.fn(async () => {
      throw new Error('SecurityError');
    });
    await expect(
      registerServiceWorker('/sw.js', { production: true, container: { register }, baseUrl: base }),
    ).resolves.toBeUndefined();
  });
  it('never registers an inline or foreign script', async () => {
    for (const url of [
      'data:text/javascript,self.onfetch=1',
      'blob:https://app.example.ph/1f2e',
      'javascript:void(0)',
      'https://cdn.evil.example/sw.js',
      '//cdn.evil.example/sw.js',
      '/sw.html',
    ]) {
      await expect(registerServiceWorker(url, { production: true, baseUrl: base }), url).rejects.toThrow(
        TypeError,
      );
    }
    expect(serviceWorkerScriptUrl('/sw.mjs', base).href).toBe('https://app.example.ph/sw.mjs');
  });
});

describe('setDocumentTitle (spec 1)', () => {
  it('sets the title without control characters', () => {
    const doc = { title: '' };
    setDocumentTitle(' Payment account information\n', doc);
    expect(doc.title).toBe('Payment account information');
    setDocumentTitle('A\u0000B\u007fC', doc);
    expect(doc.title).toBe('ABC');
  });
});
