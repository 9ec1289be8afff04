import { COOKIE_EXPIRES } from '../constants/limits';

/** The part of `document` cookies need, so tests can pass their own. */
export type CookieJar = Pick<Document, 'cookie'>;

export interface CookieOptions {
  path?: string;
  /** Defaults to `document`. */
  doc?: CookieJar;
  /** Adds `Secure`; defaults to whether the page is served over https. */
  secure?: boolean;
}

function jar(options: CookieOptions): CookieJar | undefined {
  return options.doc ?? globalThis.document;
}

/** Sets a cookie that expires at the end of year 9999 (spec 9). Returns whether a document took it. */
export function setCookie(name: string, value: string, options: CookieOptions = {}): boolean {
  const doc = jar(options);
  if (!doc) return false;
  const secure = options.secure ?? globalThis.location?.protocol === 'https:';
  const path = (options.path ?? '/').replace(/[;\s]/g, '');
  doc.cookie = [
    `${encodeURIComponent(name)}=${encodeURIComponent(value)}`,
    `expires=${COOKIE_EXPIRES}`,
    `path=${path}`,
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
  return true;
}

/** A cookie's value, or `undefined`. */
export function getCookie(name: string, options: Pick<CookieOptions, 'doc'> = {}): string | undefined {
  const doc = jar(options);
  if (!doc) return undefined;
  for (const part of doc.cookie.split(';')) {
    const equals = part.indexOf('=');
    const rawName = (equals === -1 ? part : part.slice(0, equals)).trim();
    if (safeDecode(rawName) === name) return safeDecode(equals === -1 ? '' : part.slice(equals + 1).trim());
  }
  return undefined;
}

/** Removes a cookie by expiring it. */
export function removeCookie(name: string, options: Pick<CookieOptions, 'doc' | 'path'> = {}): void {
  const doc = jar(options);
  if (!doc) return;
  const path = (options.path ?? '/').replace(/[;\s]/g, '');
  doc.cookie = `${encodeURIComponent(name)}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=${path}`;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
