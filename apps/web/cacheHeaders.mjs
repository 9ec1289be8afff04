// How long a browser or CDN may keep each file of the production build (docs/hosting.md,
// docs/decisions/deploys.md). One source: `pnpm start` (scripts/web-server.mjs) sends these, and a
// unit test checks docs/hosting.md's nginx map and `_headers` blocks against the renderings below.

/** A hashed file never changes under its name: kept a year, never revalidated, not even on reload. */
export const immutable = 'public, max-age=31536000, immutable';
/** HTML and sw.js name the release's files: every use asks the server (a 304 when unchanged). */
export const revalidate = 'no-cache';
/** Unhashed public files (favicon, guide images): an hour, so a replaced one shows within the hour. */
export const shortLived = 'public, max-age=3600';

/**
 * Days a file of `assets/` stays on the server after the last release that used it (scripts/keep-assets.mjs);
 * the service worker serves a release's pages from its cache only while that release is younger.
 */
export const keepAssetsDays = 30;

/** The unhashed files the build copies from apps/web/public, as `_headers` patterns. */
export const publicFiles = ['/favicon.svg', '/guide/*'];

/**
 * The Cache-Control of a file of the build by its URL path: `/assets/*` immutable; HTML (a route's
 * `<route>.html`, `index.html`, or the extensionless route path they answer) and `/sw.js` revalidated;
 * anything else short-lived.
 */
export function cacheControl(pathname) {
  if (pathname.startsWith('/assets/')) return immutable;
  if (pathname === '/sw.js' || pathname.endsWith('.html')) return revalidate;
  // A route (`/starGesture`, `/`): the host answers it with HTML.
  if (!pathname.slice(pathname.lastIndexOf('/') + 1).includes('.')) return revalidate;
  return shortLived;
}

/**
 * nginx: a `map` (http block) from the served file's URI to its Cache-Control, the same rules as
 * cacheControl(). The API prefixes map to an empty value, which nginx does not send: the lender's
 * API keeps its own.
 */
export function nginxCacheMap(apiPrefixes = ['/h5api/']) {
  const line = (key, value) => `    ${key.padEnd(16)} "${value}";`;
  return [
    'map $uri $loan_cache_control {',
    line('default', shortLived),
    line('/sw.js', revalidate),
    ...apiPrefixes.map((prefix) => line(`~^${prefix}`, '')),
    line('~^/assets/', immutable),
    line('~\\.html$', revalidate),
    line('~/[^/.]*$', revalidate),
    '}',
  ].join('\n');
}

/** nginx: the line in the `server` block that sends the map's value (2xx and 3xx answers only). */
export const nginxCacheHeader = 'add_header Cache-Control $loan_cache_control;';

/**
 * `_headers` (Netlify, Cloudflare Pages): one rule per kind of file. No rule for HTML: both hosts
 * already send `public, max-age=0, must-revalidate`, and a second rule matching a path would join its
 * Cache-Control to this one's.
 */
export function headersFileCache() {
  const rule = (pattern, value) => `${pattern}\n  Cache-Control: ${value}`;
  return [
    rule('/assets/*', immutable),
    rule('/sw.js', revalidate),
    ...publicFiles.map((pattern) => rule(pattern, shortLived)),
  ].join('\n');
}
