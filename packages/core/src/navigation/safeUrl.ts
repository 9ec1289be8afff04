import { screenForPath } from '../brand/define';
import type { BrandConfig } from '../brand/types';
import { isUnsafeUrlError, UnsafeUrlError } from './errors';
import { hostRole, isLookalikeHost, listsHosts } from './hosts';
import { isInternalPath } from './internal';
import { reportUrlRefusal } from './report';

// Its own module, so hosts.ts and this one no longer import each other.
export { isInternalPath } from './internal';

export type UrlPolicy = Pick<BrandConfig, 'allowHttp' | 'appScheme' | 'routes' | 'ownHosts' | 'trustedHosts'>;

/** Longest URL we follow; longer ones are refused rather than truncated. */
const MAX_LENGTH = 8192;
/** C0/C1 controls, every Unicode space, zero-width and bidi marks, BOM: each a known filter bypass. */
const INVISIBLE: readonly (readonly [number, number])[] = [
  [0x0000, 0x0020],
  [0x007f, 0x00a0],
  [0x1680, 0x1680],
  [0x180e, 0x180e],
  [0x2000, 0x200f],
  [0x2028, 0x202f],
  [0x205f, 0x206f],
  [0x3000, 0x3000],
  [0xfeff, 0xfeff],
];

/** Whether a string holds a control character, whitespace or an invisible mark anywhere. */
export function hasControlOrSpace(raw: string): boolean {
  for (let i = 0; i < raw.length; i++) {
    const code = raw.charCodeAt(i);
    if (INVISIBLE.some(([low, high]) => code >= low && code <= high)) return true;
  }
  return false;
}

/** Origin internal paths resolve against when there is no `location` (tests, server). */
const FALLBACK_ORIGIN = 'http://localhost';

function currentOrigin(): string {
  const origin = globalThis.location?.origin;
  return typeof origin === 'string' && origin !== 'null' ? origin : FALLBACK_ORIGIN;
}

/** The checks every URL passes before its scheme is looked at: a bounded string with nothing hidden. */
export function checkUrlText(raw: unknown): asserts raw is string {
  if (typeof raw !== 'string') throw new UnsafeUrlError('not-a-string', raw);
  if (raw === '') throw new UnsafeUrlError('empty', raw);
  if (raw.length > MAX_LENGTH) throw new UnsafeUrlError('too-long', raw);
  if (hasControlOrSpace(raw)) throw new UnsafeUrlError('control-or-whitespace', raw);
  // Browsers read `\` as `/` in http(s) URLs, so `/\evil.com` would leave the site.
  if (raw.includes('\\')) throw new UnsafeUrlError('backslash', raw);
  if (raw.startsWith('//')) throw new UnsafeUrlError('protocol-relative', raw);
}

/** The checks of `safeUrl`, without the report. */
function checkUrl(brand: UrlPolicy, raw: unknown): URL {
  checkUrlText(raw);

  if (isInternalPath(raw)) {
    const url = new URL(raw, currentOrigin());
    if (screenForPath(brand, url.pathname) === undefined) throw new UnsafeUrlError('unknown-route', raw);
    return url;
  }

  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new UnsafeUrlError('unparseable', raw);
  }
  const allowed =
    url.protocol === 'https:' ||
    (url.protocol === 'http:' && brand.allowHttp) ||
    url.protocol === `${brand.appScheme.toLowerCase()}:`;
  const web = url.protocol === 'https:' || url.protocol === 'http:';
  const host = web ? url.hostname : '';
  if (!allowed) throw new UnsafeUrlError('scheme', raw, host);
  // `https://trusted.example@evil.example` reads as the trusted host to a person; refuse it.
  if (url.username !== '' || url.password !== '') throw new UnsafeUrlError('credentials', raw, host);
  if (web && hostRole(brand, host) === 'unlisted') {
    // `new URL()` writes a Cyrillic `а` as punycode: refused in every brand unless listed exactly.
    if (isLookalikeHost(host)) throw new UnsafeUrlError('lookalike-host', raw, host);
    if (listsHosts(brand)) throw new UnsafeUrlError('untrusted-host', raw, host);
  }
  return url;
}

/**
 * Parses a server-supplied URL and returns it only when it is safe to follow: `https:`, `http:`
 * when the brand allows it (the sandbox), the brand's app scheme, or an internal path of the
 * brand's route table (resolved against the current origin). A host with a punycode label is
 * refused unless the brand lists it; a brand that lists hosts gets only those. Anything else
 * throws `UnsafeUrlError` after telling `onUrlRefused` listeners the host and reason
 * (DESIGN.md, safety rules; docs/decisions/core-navigation.md, trusted-hosts.md).
 */
export function safeUrl(brand: UrlPolicy, raw: unknown): URL {
  try {
    return checkUrl(brand, raw);
  } catch (error) {
    if (isUnsafeUrlError(error)) reportUrlRefusal(error);
    throw error;
  }
}

/** `safeUrl` as a yes/no, without a report: asking is not following. */
export function isSafeUrl(brand: UrlPolicy, raw: unknown): boolean {
  try {
    checkUrl(brand, raw);
    return true;
  } catch {
    return false;
  }
}
