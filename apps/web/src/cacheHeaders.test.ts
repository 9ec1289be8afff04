// The cache headers of the production build (apps/web/cacheHeaders.mjs): the rule, `pnpm start`'s server
// (scripts/web-server.mjs, started for real on loopback) and the host examples of docs/hosting.md.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { http, passthrough } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startWebServer } from '../../../scripts/web-server.mjs';
import {
  cacheControl,
  headersFileCache,
  immutable,
  nginxCacheHeader,
  nginxCacheMap,
  publicFiles,
  revalidate,
  shortLived,
} from '../cacheHeaders.mjs';
import { server as msw } from './test/sandbox';

const here = dirname(fileURLToPath(import.meta.url));

describe('the cache rule', () => {
  it('keeps hashed assets a year, immutable', () => {
    expect(cacheControl('/assets/index-abc123.js')).toBe('public, max-age=31536000, immutable');
    expect(cacheControl('/assets/loanDetail-x1.css')).toBe(immutable);
  });

  it('revalidates every page and sw.js', () => {
    for (const path of ['/index.html', '/starGesture.html', '/starGesture', '/', '/sw.js']) {
      expect(cacheControl(path), path).toBe('no-cache');
    }
  });

  it('keeps the other public files an hour', () => {
    for (const path of ['/favicon.svg', '/guide/gcash-1.png'])
      expect(cacheControl(path), path).toBe(shortLived);
    expect(shortLived).toBe('public, max-age=3600');
  });
});

describe("pnpm start's server", () => {
  let server: Awaited<ReturnType<typeof startWebServer>>;
  let origin = '';
  const outDir = mkdtempSync(join(tmpdir(), 'web-cache-'));
  const page = { headers: { accept: 'text/html' } };

  beforeAll(async () => {
    // A build-shaped folder of our own: the shared dist may be rebuilt by someone else meanwhile.
    mkdirSync(join(outDir, 'assets'));
    mkdirSync(join(outDir, 'guide'));
    writeFileSync(join(outDir, 'index.html'), '<!doctype html><title>Loan</title><div id="root"></div>');
    writeFileSync(
      join(outDir, 'starGesture.html'),
      '<!doctype html><title>Repay</title><div id="root"></div>',
    );
    writeFileSync(join(outDir, 'sw.js'), 'self.addEventListener("fetch", () => {});\n');
    writeFileSync(join(outDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    writeFileSync(join(outDir, 'guide', 'step.png'), 'png');
    writeFileSync(join(outDir, 'assets', 'index-abc123.js'), 'export {};\n');
    server = await startWebServer({ outDir, port: 0, logLevel: 'silent' });
    origin = `http://127.0.0.1:${(server.httpServer.address() as AddressInfo).port}`;
  });

  // The web project's MSW answers for the sandbox; requests to this real server go through untouched.
  beforeEach(() => {
    msw.use(http.all(`${origin}/*`, () => passthrough()));
  });

  afterAll(async () => {
    await server?.close();
    rmSync(outDir, { recursive: true, force: true });
  });

  it('answers /route with its prerendered route.html, revalidated', async () => {
    const response = await fetch(`${origin}/starGesture?sessionId=s1`, page);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<title>Repay</title>');
    expect(response.headers.get('cache-control')).toBe(revalidate);
  });

  it('falls back to index.html for a path with no page, revalidated', async () => {
    const response = await fetch(`${origin}/noSuchRoute`, page);
    expect(await response.text()).toContain('<title>Loan</title>');
    expect(response.headers.get('cache-control')).toBe(revalidate);
  });

  it('revalidates sw.js', async () => {
    const response = await fetch(`${origin}/sw.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(revalidate);
  });

  it('sends a hashed asset immutable, its 304 too', async () => {
    const response = await fetch(`${origin}/assets/index-abc123.js`);
    expect(response.headers.get('cache-control')).toBe(immutable);
    const etag = response.headers.get('etag') ?? '';
    const again = await fetch(`${origin}/assets/index-abc123.js`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(again.headers.get('cache-control')).toBe(immutable);
  });

  it('answers a missing asset 404 with no cache lifetime, never the index page', async () => {
    const response = await fetch(`${origin}/assets/gone-123.js`, { headers: { accept: '*/*' } });
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).toBeNull();
  });

  it('keeps the favicon and the guide images an hour', async () => {
    for (const path of ['/favicon.svg', '/guide/step.png']) {
      const response = await fetch(`${origin}${path}`);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control'), path).toBe(shortLived);
    }
  });
});

/** What nginx's `map` (exact strings, then regular expressions in order, then default) gives a URI. */
function nginxMapValue(map: string, uri: string): string | undefined {
  const entries = [...map.matchAll(/^\s+(\S+)\s+"([^"]*)";$/gm)].map(([, key = '', value = '']) => ({
    key,
    value,
  }));
  const exact = entries.find(({ key }) => !key.startsWith('~') && key !== 'default' && key === uri);
  const regex = entries.find(({ key }) => key.startsWith('~') && new RegExp(key.slice(1)).test(uri));
  return (exact ?? regex ?? entries.find(({ key }) => key === 'default'))?.value;
}

describe('docs/hosting.md', () => {
  const doc = readFileSync(join(here, '../../../docs/hosting.md'), 'utf8');
  // What a build holds, as nginx sees each file's URI once try_files has found it.
  const uris = [
    '/index.html',
    '/starGesture.html',
    '/sw.js',
    '/assets/index-abc.js',
    '/favicon.svg',
    '/guide/a.png',
  ];

  it('gives the cache map and header for nginx', () => {
    expect(doc).toContain(nginxCacheMap());
    expect(doc).toContain(nginxCacheHeader);
  });

  it("gives nginx's map the rule's value for every file, and none for the API", () => {
    for (const uri of uris) expect(nginxMapValue(nginxCacheMap(), uri), uri).toBe(cacheControl(uri));
    expect(nginxMapValue(nginxCacheMap(), '/h5api/loan/detail')).toBe('');
  });

  it("serves a route's page before the index fallback, and a missing asset as 404", () => {
    expect(doc).toContain('try_files $uri $uri.html /index.html;');
    expect(doc).not.toContain('try_files $uri /index.html;');
    expect(doc).toContain('try_files $uri =404;');
  });

  it('gives the cache rules as a _headers file', () => {
    expect(doc).toContain(headersFileCache());
    for (const [pattern, value] of [
      ['/assets/*', immutable],
      ['/sw.js', revalidate],
    ]) {
      expect(headersFileCache()).toContain(`${pattern}\n  Cache-Control: ${value}`);
    }
  });
});

describe('the public files', () => {
  it('each has a _headers rule', () => {
    const patterns = publicFiles.map(
      (pattern) => new RegExp(`^${pattern.replace(/\./g, '\\.').replace('*', '.+')}$`),
    );
    for (const entry of readdirSync(join(here, '../public'), { recursive: true, withFileTypes: true })) {
      // `_headers` and `_redirects` configure the host and are never served.
      if (!entry.isFile() || entry.name.startsWith('_')) continue;
      const path = `/${join(entry.parentPath, entry.name).slice(join(here, '../public').length + 1)}`;
      expect(
        patterns.some((pattern) => pattern.test(path)),
        path,
      ).toBe(true);
    }
  });
});
