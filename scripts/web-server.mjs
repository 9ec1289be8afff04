// The production web server of `pnpm start`: the build of apps/web with the security headers
// (apps/web/securityHeaders.mjs) and the build's brand's API base proxied to the sandbox. Run
// directly, it serves WEB_OUT_DIR (default dist) on WEB_PORT (default 4173).

import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { preview } from 'vite';
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
