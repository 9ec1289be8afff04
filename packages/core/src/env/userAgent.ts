/** The current user agent, or `''` outside a browser. */
export function currentUserAgent(): string {
  const ua = globalThis.navigator?.userAgent;
  return typeof ua === 'string' ? ua : '';
}
