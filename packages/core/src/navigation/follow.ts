import { routePath } from '../brand/define';
import type { ScreenKey } from '../brand/routes';
import type { SearchInput } from '../params/query';
import { withParams } from '../params/query';
import type { UrlPolicy } from './safeUrl';
import { isInternalPath, safeUrl } from './safeUrl';

/** The minimal `location` this needs, so tests can pass their own. */
export type LocationLike = Pick<Location, 'assign' | 'replace' | 'search'>;

export interface FollowOptions {
  /** Replace the current history entry (spec 4: order details, loan confirm) instead of adding one. */
  replace?: boolean;
  /** Defaults to `window.location`. */
  location?: LocationLike;
}

function go(href: string, options: FollowOptions): string {
  const location = options.location ?? window.location;
  if (options.replace) location.replace(href);
  else location.assign(href);
  return href;
}

/**
 * The one way to follow a server-supplied URL (payUrl, lendDetailsUrl, playeduL, h5Url, url,
 * contract_url). Throws `UnsafeUrlError` before anything happens when the URL is refused.
 * Internal paths carry the current query string over. Returns the href followed.
 */
export function followUrl(brand: UrlPolicy, raw: unknown, options: FollowOptions = {}): string {
  const url = safeUrl(brand, raw);
  if (typeof raw === 'string' && isInternalPath(raw)) {
    const search = (options.location ?? window.location).search;
    return go(withParams(`${url.pathname}${url.search}${url.hash}`, search), options);
  }
  return go(url.href, options);
}

/** A link to a screen of the brand, with extra params and the carried query string (spec 2). */
export function routeHref(
  brand: Pick<UrlPolicy, 'routes'>,
  key: ScreenKey,
  search: SearchInput,
  params: Readonly<Record<string, string | number>> = {},
): string {
  const own = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) own.set(name, String(value));
  const query = own.toString();
  return withParams(`${routePath(brand, key)}${query === '' ? '' : `?${query}`}`, search);
}

/** Goes to a screen of the brand, carrying the query string over. Returns the href followed. */
export function followRoute(
  brand: Pick<UrlPolicy, 'routes'>,
  key: ScreenKey,
  params: Readonly<Record<string, string | number>> = {},
  options: FollowOptions = {},
): string {
  const search = (options.location ?? window.location).search;
  return go(routeHref(brand, key, search, params), options);
}
