import { currentUserAgent } from './userAgent';

/**
 * Messaging and social apps whose in-app browser we recognise, by user-agent token, in the order
 * they are tried: Messenger and Instagram before Facebook, whose tokens they may share
 * (docs/decisions/core-in-app-browsers.md).
 */
export const inAppBrowsers = [
  { id: 'messenger', pattern: /FBAN\/Messenger|FB_IAB\/Orca-Android|\bMessenger(?:ForiOS|LiteForiOS)?\//i },
  { id: 'instagram', pattern: /\bInstagram[ /]\d/i },
  { id: 'facebook', pattern: /\bFBAN\/|\bFBAV\/|\bFB_IAB\/|\bFBIOS\b/ },
  { id: 'whatsapp', pattern: /\bWhatsApp\b/i },
  { id: 'line', pattern: /\bLine\/\d/ },
  { id: 'viber', pattern: /\bViber\b/i },
  { id: 'telegram', pattern: /\bTelegram(?:-Android|-iOS)?\b/i },
  { id: 'wechat', pattern: /\bMicroMessenger\//i },
  { id: 'kakaotalk', pattern: /\bKAKAOTALK\b/i },
  { id: 'snapchat', pattern: /\bSnapchat\//i },
  { id: 'tiktok', pattern: /\bmusical_ly|\bBytedanceWebview\b|\bTikTok\b/i },
] as const;

export type InAppBrowser = (typeof inAppBrowsers)[number]['id'];

/** The messaging app whose in-app browser this is, or `undefined` (spec 1). */
export function detectInAppBrowser(ua: string = currentUserAgent()): InAppBrowser | undefined {
  return inAppBrowsers.find((browser) => browser.pattern.test(ua))?.id;
}

/** Whether this is a messaging app's in-app browser (spec 1). */
export function isInAppBrowser(ua: string = currentUserAgent()): boolean {
  return detectInAppBrowser(ua) !== undefined;
}
