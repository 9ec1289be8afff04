// The production web server of `pnpm start`: the build of apps/web with the security headers
// (apps/web/securityHeaders.mjs) and the cache headers (apps/web/cacheHeaders.mjs), each route's
// `<route>.html` for `/route` before the `index.html` fallback, and the build's brand's API base
// proxied to the sandbox. Run directly, it serves WEB_OUT_DIR (default dist) on WEB_PORT (default 4173).

import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { preview } from 'vite';
import { cacheControl } from '../apps/web/cacheHeaders.mjs';
import { securityHeaders } from '../apps/web/securityHeaders.mjs';

const webRoot = join(dirname(fileURLToPath(import.meta.url)), '..', 'apps', 'web');

/**
 * The brand a build was made for, `{ id, apiBaseUrl }` from its `.vite/brand.json` (apps/web/build/brand.ts
 * writes it), or `undefined` for a folder without one. `outDir` is relative to apps/web.
 */
export function buildBrand(outDir = 'dist') {
  const file = join(resolve(webRoot, outDir), '.vite', 'brand.json');
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
}

/**
 * A preview plugin that gives every answer of a build file its Cache-Control (apps/web/cacheHeaders.mjs).
 * It decides when the head is written: by then Vite has mapped `/route` to `route.html` (or `index.html`),
 * and a missing file's 404 gets no cache lifetime. Proxied paths keep the API's own headers.
 */
function cacheHeaders(outDir, proxied) {
  return {
    name: 'loan-cache-headers',
    configurePreviewServer(server) {
      server.middlewares.use((req, res, next) => {
        if (proxied.some((base) => req.url?.startsWith(base))) return next();
        const path = new URL(req.url ?? '/', 'http://host').pathname;
        // A missing hashed file is a 404, as on the documented hosts, never the SPA's index.html.
        if (path.startsWith('/assets/') && !existsSync(join(outDir, path))) {
          res.statusCode = 404;
          return res.end();
        }
        const writeHead = res.writeHead;
        res.writeHead = function (status, ...rest) {
          if (status >= 200 && status < 400) {
            // req.url as Vite rewrote it: the file it serves.
            const value = cacheControl(new URL(req.url ?? '/', 'http://host').pathname);
            res.setHeader('Cache-Control', value);
            // Vite's static server passes its own headers object, which would win over setHeader.
            const headers = rest.find((arg) => arg && typeof arg === 'object') ?? {};
            for (const name of Object.keys(headers)) {
              if (name.toLowerCase() === 'cache-control') headers[name] = value;
            }
          }
          return writeHead.call(this, status, ...rest);
        };
        next();
      });
    },
  };
}

/**
 * Starts the server and returns Vite's preview server (`httpServer`, `close()`, `printUrls()`).
 * `outDir` is relative to apps/web; port 0 takes a free port. `apiBaseUrl` (default the build's
 * brand's) goes to the sandbox with its admin, `/__sandbox`; a build without a brand proxies only that.
 */
export async function startWebServer({
  outDir = 'dist',
  host = '127.0.0.1',
  port = 4173,
  sandboxPort = 8787,
  apiBaseUrl = buildBrand(outDir)?.apiBaseUrl,
  logLevel = 'info',
} = {}) {
  const sandbox = `http://127.0.0.1:${sandboxPort}`;
  const proxied = [apiBaseUrl?.replace(/\/$/, ''), '/__sandbox'].filter(Boolean);
  return preview({
    // Not apps/web's vite.config: its plugins are build-time only, and this stays the one server setup.
    configFile: false,
    root: webRoot,
    logLevel,
    build: { outDir },
    plugins: [cacheHeaders(resolve(webRoot, outDir), proxied)],
    preview: {
      host,
      port,
      strictPort: true,
      headers: securityHeaders,
      proxy: Object.fromEntries(proxied.map((base) => [base, sandbox])),
    },
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const server = await startWebServer({
    outDir: process.env.WEB_OUT_DIR ?? 'dist',
    port: Number(process.env.WEB_PORT ?? 4173),
    sandboxPort: Number(process.env.SANDBOX_PORT ?? 8787),
  });
  server.printUrls();
}
