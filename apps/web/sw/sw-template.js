// Service worker of the loan webview. It precaches the app shell and each route's prerendered frame only; API responses carry the
// session in their URL and are never cached (DESIGN.md). Build-time values replace the three
// placeholders below. A new release never breaks an open page (docs/decisions/deploys.md): it takes
// over at once for the next navigation, and an older release's cache stays while a page of it is open.
const CACHE = 'loan-shell-__VERSION__';
const SHELL = __SHELL__;
// The server keeps a release's files this long after the next release (scripts/keep-assets.mjs).
const KEEP_MS = __KEEP_DAYS__ * 24 * 60 * 60 * 1000;
const NEVER = ['/h5api/', '/__sandbox/'];
const PREFIX = 'loan-shell-';
// The pages open when this release took over, kept in its own cache: a worker does not live long.
const OPEN_AT_TAKEOVER = '/__loan-sw/open-at-takeover';

self.addEventListener('install', (event) => {
  // Safe to skip waiting: an open page of an older release keeps its cache (below) and its files,
  // which this worker serves from any cache or the network.
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(SHELL))
      .then(() => self.skipWaiting()),
  );
});

/** Deletes the older releases' caches once none of the pages open at takeover is left. */
async function pruneOlderCaches() {
  const cache = await caches.open(CACHE);
  const record = await cache.match(OPEN_AT_TAKEOVER);
  const ids = record ? await record.json() : [];
  const open = await Promise.all(ids.map((id) => self.clients.get(id)));
  if (open.some(Boolean)) return;
  const keys = await caches.keys();
  await Promise.all(keys.filter((k) => k.startsWith(PREFIX) && k !== CACHE).map((k) => caches.delete(k)));
  if (record) await cache.delete(OPEN_AT_TAKEOVER);
}

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const keys = await caches.keys();
      if (keys.some((k) => k.startsWith(PREFIX) && k !== CACHE)) {
        // Every page open now was loaded by an older release (or none): its files must stay.
        const pages = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
        const cache = await caches.open(CACHE);
        await cache.put(OPEN_AT_TAKEOVER, new Response(JSON.stringify(pages.map((page) => page.id))));
      }
      await pruneOlderCaches();
      await self.clients.claim();
    })(),
  );
});

let lookSoon;
/**
 * Asks the server for a newer sw.js: the page needs a file this release never cached. Once a burst of
 * misses is over (a route's chunks come together): one small request, not one per file.
 */
function lookForRelease() {
  clearTimeout(lookSoon);
  lookSoon = setTimeout(() => self.registration.update().catch(() => undefined), 1000);
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin) return;
  if (NEVER.some((prefix) => url.pathname.startsWith(prefix))) return;
  if (request.mode === 'navigate') {
    // A second visit paints from the precache with no request for the page: each route's prerendered
    // frame (`/starGesture.html`), else the shell. The query string (the session) stays out of the key.
    // Only this release's cache: an older release's frame names files this release may not keep.
    const page = url.pathname === '/' ? '/index.html' : `${url.pathname}.html`;
    event.respondWith(
      caches.open(CACHE).then(async (cache) => {
        const hit = await cache.match(page);
        // A frame older than the server keeps its files for could name route chunks gone from it: the
        // network first then, the frame only when offline.
        const fresh = hit && Date.now() - Date.parse(hit.headers.get('date') ?? '') < KEEP_MS;
        if (fresh) return hit;
        try {
          return await fetch(request);
        } catch (error) {
          const fallback = hit ?? (await cache.match('/index.html'));
          if (fallback) return fallback;
          throw error;
        }
      }),
    );
    // The page that navigated away may have been the last of an older release.
    event.waitUntil(pruneOlderCaches());
    return;
  }
  if (url.pathname.startsWith('/assets/')) {
    // Hashed file names never change: cache first, from any release's cache (an open page of an older
    // release asks for its own files), and keep route chunks met later for the next visit.
    event.respondWith(
      caches.match(request).then((hit) => {
        if (hit) return hit;
        lookForRelease();
        return fetch(request).then((response) => {
          if (response.ok) {
            const copy = response.clone();
            caches.open(CACHE).then((cache) => cache.put(request, copy));
          }
          return response;
        });
      }),
    );
  }
});
