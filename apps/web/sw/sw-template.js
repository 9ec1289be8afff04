// Service worker of the loan webview. It precaches the app shell and each route's prerendered frame only; API responses carry the
// session in their URL and are never cached (DESIGN.md). Build-time values replace the two
// placeholders below.
const CACHE = 'loan-shell-__VERSION__';
const SHELL = __SHELL__;
const NEVER = ['/h5api/', '/__sandbox/'];

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(SHELL))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(
          keys.filter((k) => k.startsWith('loan-shell-') && k !== CACHE).map((k) => caches.delete(k)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin) return;
  if (NEVER.some((prefix) => url.pathname.startsWith(prefix))) return;
  if (request.mode === 'navigate') {
    // A second visit paints from the precache with no request for the page: each route's prerendered
    // frame (`/starGesture.html`), else the shell. The query string (the session) stays out of the key.
    const page = url.pathname === '/' ? '/index.html' : `${url.pathname}.html`;
    event.respondWith(
      caches
        .match(page)
        .then((hit) => hit ?? fetch(request))
        .catch(() => caches.match('/index.html')),
    );
    return;
  }
  if (url.pathname.startsWith('/assets/')) {
    // Hashed file names never change: cache first, and keep route chunks met later for the next visit.
    event.respondWith(
      caches.match(request).then(
        (hit) =>
          hit ??
          fetch(request).then((response) => {
            if (response.ok) {
              const copy = response.clone();
              caches.open(CACHE).then((cache) => cache.put(request, copy));
            }
            return response;
          }),
      ),
    );
  }
});
