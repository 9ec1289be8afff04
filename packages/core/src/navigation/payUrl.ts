import type { BrandConfig } from '../brand/types';
import { isUnsafeUrlError, UnsafeUrlError } from './errors';
import type { FollowOptions } from './follow';
import { followUrl } from './follow';
import { reportUrlRefusal } from './report';
import { checkUrlText, safeUrl, type UrlPolicy } from './safeUrl';

/** What deciding a pay URL needs: the brand's URL policy and the payment app schemes it trusts. */
export type PayUrlPolicy = UrlPolicy & Pick<BrandConfig, 'paySchemes'>;

/** A pay URL to follow: a web page (the spec's https) or another app, which only the native shell opens. */
export type PayTarget = { kind: 'web'; url: URL } | { kind: 'app'; url: URL };

/** The scheme of a URL as the parser writes it (`upi`), or '' when it does not parse. */
function schemeOf(raw: string): string {
  try {
    return new URL(raw).protocol.slice(0, -1);
  } catch {
    return '';
  }
}

/**
 * Whether an Android `intent:` URL only names another listed scheme: `#Intent;scheme=upi;package=...;end`.
 * An explicit component or a selector (`SEL;`) could start any exported activity of any app, so they
 * are refused (the shell parses the rest with `Intent.parseUri`; docs/decisions/market-schemes-time-digits.md).
 */
function isListedIntent(url: URL, listed: readonly string[]): boolean {
  const fields = /^#Intent;(.*;)?end$/.exec(url.hash)?.[1]?.split(';') ?? [];
  if (fields.some((field) => field.startsWith('component=') || field === 'SEL')) return false;
  const target = fields.find((field) => field.startsWith('scheme='))?.slice('scheme='.length);
  return target !== undefined && target !== 'intent' && listed.includes(target);
}

/** The checks of `payTarget`, without the report. */
function checkPayApp(brand: PayUrlPolicy, raw: unknown): URL | undefined {
  checkUrlText(raw);
  const scheme = schemeOf(raw);
  const listed = brand.paySchemes ?? [];
  if (scheme === '' || !listed.includes(scheme)) return undefined;
  const url = new URL(raw);
  if (url.username !== '' || url.password !== '') throw new UnsafeUrlError('credentials', raw);
  if (scheme === 'intent' && !isListedIntent(url, listed)) throw new UnsafeUrlError('scheme', raw);
  return url;
}

/**
 * Where a pay URL (generate-vcode's payUrl, the card repayment redirect) may go: what `safeUrl`
 * follows, or a URL in one of the payment app schemes the brand lists (`upi:`, `gcash:`; `intent:`
 * only when it names another listed scheme). Nothing else, and no other URL of the product, ever gets
 * the schemes: throws `UnsafeUrlError` (reported) as `safeUrl` does.
 */
export function payTarget(brand: PayUrlPolicy, raw: unknown): PayTarget {
  let app: URL | undefined;
  try {
    app = checkPayApp(brand, raw);
  } catch (error) {
    if (isUnsafeUrlError(error)) reportUrlRefusal(error);
    throw error;
  }
  return app ? { kind: 'app', url: app } : { kind: 'web', url: safeUrl(brand, raw) };
}

export interface FollowPayOptions extends FollowOptions {
  /**
   * Opens another app's URL through the native shell: the bridge's `openPage` for pay URLs
   * (`createBridge(brand).openPayApp`). A custom scheme assigned to a webview's location shows
   * `ERR_UNKNOWN_URL_SCHEME` where the shell does not catch it, so it is never assigned.
   */
  openPayApp: (url: string) => unknown;
}

/**
 * Follows a pay URL: a web page as `followUrl` does, a trusted payment app's URL through the native
 * shell. Throws `UnsafeUrlError` before anything happens when it is refused. Returns the href.
 */
export function followPayUrl(brand: PayUrlPolicy, raw: unknown, options: FollowPayOptions): string {
  const target = payTarget(brand, raw);
  if (target.kind === 'web') return followUrl(brand, raw, options);
  options.openPayApp(target.url.href);
  return target.url.href;
}
