import type { InAppBrowser } from './inAppBrowser';
import { detectInAppBrowser } from './inAppBrowser';
import { currentUserAgent } from './userAgent';

export function isAndroid(ua: string = currentUserAgent()): boolean {
  return /\bAndroid\b/i.test(ua);
}

/** iPhone, iPad or iPod (an iPad asking for the desktop site reads as a Mac and is not detected). */
export function isIOS(ua: string = currentUserAgent()): boolean {
  return /\b(?:iPhone|iPad|iPod)\b/.test(ua);
}

/** Android System WebView: `; wv)` since Android 5, or the `Version/x Chrome/` form before it. */
export function isAndroidWebView(ua: string = currentUserAgent()): boolean {
  return isAndroid(ua) && (/;\s*wv\)/.test(ua) || /\bVersion\/[\d.]+\s+Chrome\/[\d.]+/.test(ua));
}

/** WKWebView / UIWebView: WebKit without the `Safari/` token that Safari, Chrome and Firefox for iOS send. */
export function isIOSWebView(ua: string = currentUserAgent()): boolean {
  return isIOS(ua) && /\bAppleWebKit\//.test(ua) && !/\bSafari\//.test(ua);
}

export interface Environment {
  os: 'ios' | 'android' | 'other';
  /** A native webview (ours or a messaging app's). */
  webview: boolean;
  /** The messaging app, when it is one's in-app browser. */
  inAppBrowser: InAppBrowser | undefined;
}

/** Everything the app branches on about where it runs. */
export function detectEnvironment(ua: string = currentUserAgent()): Environment {
  const os = isIOS(ua) ? 'ios' : isAndroid(ua) ? 'android' : 'other';
  return {
    os,
    webview: os === 'ios' ? isIOSWebView(ua) : os === 'android' ? isAndroidWebView(ua) : false,
    inAppBrowser: detectInAppBrowser(ua),
  };
}
