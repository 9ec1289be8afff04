// A deploy while a borrower is on a page (issue 23): release A is the default project's build, served
// from a folder of this test's own by `pnpm start`'s server; release B is built here (about 10 s) and
// published over it the documented way (scripts/keep-assets.mjs --publish). The page of A still open
// keeps working, and the next full navigation gets B (docs/decisions/deploys.md).
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brandIds } from '@loan/brands';
import { defaultRoutes } from '@loan/core';
import { keepAssetsDays } from '../apps/web/cacheHeaders.mjs';
import { publishRelease } from '../scripts/keep-assets.mjs';
import { startWebServer } from '../scripts/web-server.mjs';
import { expect, test } from './fixtures';

const webRoot = fileURLToPath(new URL('../apps/web/', import.meta.url));
const outDir = process.env.WEB_OUT_DIR ?? 'dist';
const releaseA = join(webRoot, outDir);
const releaseB = join(webRoot, `${outDir}-next-release`);
// The default project's sandbox (playwright.config.ts gives each brand the base port plus its index).
const sandboxPort = Number(process.env.E2E_SANDBOX_PORT ?? 8787) + brandIds.indexOf('default');

const query = 'sessionId=demo&userId=u-demo&appName=loan&orderId=o-174';
const startPath = `${defaultRoutes.complaint}?${query}`;

/** The entry script a release's pages start from. */
const entryOf = (dir: string) =>
  readFileSync(join(dir, 'index.html'), 'utf8').match(/src="(\/assets\/[^"]+\.js)"/)?.[1];
/** What a route's first load fetches, by the build's own record (build/prerender.mjs). */
const firstLoad = (dir: string, path: string): string[] =>
  JSON.parse(readFileSync(join(dir, '.vite', 'first-load.json'), 'utf8'))[path].js;

test.describe('a deploy while a borrower is on a page', () => {
  test.setTimeout(180_000);
  let live = '';
  let server: Awaited<ReturnType<typeof startWebServer>> | undefined;

  test.beforeAll(() => {
    // Release B: its own build id, and a host list read by the brand chunk every route imports, so the
    // route chunks get new names as a code change gives them (the build id alone renames 7 of 85 files).
    // This journey never leaves the app, so the list changes nothing it does.
    const built = spawnSync('pnpm', ['--filter', 'web', 'build'], {
      stdio: 'pipe',
      env: {
        ...process.env,
        WEB_OUT_DIR: `${outDir}-next-release`,
        VITE_BRAND: 'default',
        VITE_TEST_PAGE: '1',
        VITE_SANDBOX: '1',
        VITE_BUILD_ID: 'release-b',
        VITE_TRUSTED_HOSTS: 'release-b.deploy.test',
      },
    });
    expect(built.status, built.stderr.toString()).toBe(0);
    live = mkdtempSync(join(tmpdir(), 'loan-live-'));
    cpSync(releaseA, live, { recursive: true });
  });

  test.afterAll(async () => {
    await server?.close();
    if (live) rmSync(live, { recursive: true, force: true });
    rmSync(releaseB, { recursive: true, force: true });
  });

  test('the open page of the old release loads a route it had not loaded; the next navigation gets the new one', async ({
    page,
  }) => {
    server = await startWebServer({ outDir: live, port: 0, sandboxPort, logLevel: 'silent' });
    const origin = `http://127.0.0.1:${(server.httpServer.address() as AddressInfo).port}`;
    // The files the next route needs beyond the start page's, gone from release B: only kept ones serve them.
    const started = new Set(firstLoad(releaseA, defaultRoutes.complaint));
    const needed = firstLoad(releaseA, defaultRoutes.complaintNext).filter((file) => !started.has(file));
    const inB = new Set(readdirSync(join(releaseB, 'assets')).map((name) => `assets/${name}`));
    const goneInB = needed.filter((file) => !inB.has(file));
    expect(goneInB.length, 'release B renames the next route’s files').toBeGreaterThan(0);
    expect(entryOf(releaseB)).not.toBe(entryOf(releaseA));

    await page.goto(`${origin}${startPath}`);
    await expect(page.getByRole('heading', { name: 'Select question type' })).toBeVisible();
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    await page.evaluate(() => {
      navigator.serviceWorker.addEventListener('controllerchange', () => {
        (window as unknown as { releaseChanged: boolean }).releaseChanged = true;
      });
    });

    // Deploy B beside the open page, as docs/hosting.md says.
    const { kept } = publishRelease(live, releaseB);
    expect(kept).toEqual(expect.arrayContaining(goneInB.map((file) => file.replace('assets/', ''))));
    expect(existsSync(join(live, 'sw.js'))).toBe(true);
    expect(readFileSync(join(live, 'index.html'), 'utf8')).toBe(
      readFileSync(join(releaseB, 'index.html'), 'utf8'),
    );

    // In the app, to a route whose chunks the page never loaded: they are A's, kept on the server.
    const failed: string[] = [];
    const served: string[] = [];
    page.on('response', (response) => {
      const path = new URL(response.url()).pathname.slice(1);
      if (!path.startsWith('assets/')) return;
      if (response.ok()) served.push(path);
      else failed.push(`${response.status()} ${path}`);
    });
    await page.getByRole('button', { name: 'Repayment', exact: true }).click();
    await expect(page).toHaveURL(/\/complainPageNext\?/);
    await expect(page.getByRole('textbox', { name: 'Describe the problem' })).toBeVisible();
    expect(failed).toEqual([]);
    expect(served).toEqual(expect.arrayContaining(goneInB));

    // B's worker has taken over, and A's cache stays while A's page is open.
    await page.waitForFunction(
      () => (window as unknown as { releaseChanged?: boolean }).releaseChanged === true,
      undefined,
      { timeout: 30_000 },
    );
    // The page's controller changes as B starts activating: wait until B has finished (its cleanup ran).
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const worker = navigator.serviceWorker.controller;
          if (!worker || worker.state === 'activated') return resolve();
          worker.addEventListener('statechange', () => worker.state === 'activated' && resolve());
        }),
    );
    const shellCaches = () =>
      page.evaluate(async () => (await caches.keys()).filter((key) => key.startsWith('loan-shell-')).length);
    expect(await shellCaches()).toBe(2);

    // The next full navigation is release B's page, painted from B's precache.
    const next = await page.goto(`${origin}${startPath}`);
    expect(next?.fromServiceWorker()).toBe(true);
    const html = (await next?.text()) ?? '';
    expect(html).toContain(`src="${entryOf(releaseB)}"`);
    expect(html).not.toContain(`src="${entryOf(releaseA)}"`);
    await expect(page.getByRole('heading', { name: 'Select question type' })).toBeVisible();

    // With A's page gone, a navigation deletes A's cache.
    await page.reload();
    await expect.poll(shellCaches).toBe(1);
  });
});

test('the worker paints a page from its cache only while the server surely keeps the files it names', async ({
  page,
  context,
}) => {
  const live = mkdtempSync(join(tmpdir(), 'loan-live-'));
  cpSync(releaseA, live, { recursive: true });
  const server = await startWebServer({ outDir: live, port: 0, sandboxPort, logLevel: 'silent' });
  try {
    const origin = `http://127.0.0.1:${(server.httpServer.address() as AddressInfo).port}`;
    await page.goto(`${origin}${startPath}`);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    // The server's copy of the page changes: a marker tells which copy a navigation got.
    const file = join(live, `${defaultRoutes.complaint.slice(1)}.html`);
    writeFileSync(file, readFileSync(file, 'utf8').replace('<title>', '<!-- the server now --><title>'));
    const visit = async () => (await (await page.goto(`${origin}${startPath}`))?.text()) ?? '';

    expect(await visit()).not.toContain('the server now');

    // The cached frame is older than the server keeps a release's files for.
    await page.evaluate(
      async ({ path, days }) => {
        const key = (await caches.keys()).find((name) => name.startsWith('loan-shell-')) ?? '';
        const cache = await caches.open(key);
        const hit = await cache.match(path);
        if (!hit) throw new Error(`${path} is not precached`);
        const headers = new Headers(hit.headers);
        headers.set('date', new Date(Date.now() - days * 24 * 60 * 60 * 1000).toUTCString());
        await cache.put(path, new Response(await hit.blob(), { headers }));
      },
      { path: `${defaultRoutes.complaint}.html`, days: keepAssetsDays + 1 },
    );
    expect(await visit()).toContain('the server now');

    // Offline, the old frame is still better than nothing.
    await context.setOffline(true);
    const offline = await visit();
    await context.setOffline(false);
    expect(offline).toContain('<title>Complaint</title>');
    expect(offline).not.toContain('the server now');
  } finally {
    await server.close();
    rmSync(live, { recursive: true, force: true });
  }
});
