import { readFileSync } from 'node:fs';
import { apiPaths, defaultBrand, defaultRoutes } from '@loan/core';
import type { Page, Request } from '@playwright/test';
import { appKey } from '../apps/web/build/manifest.mjs';
import { expect, test } from './fixtures';

// Issue 23, item 2: nothing stays loading for ever. The app's chunk lost on the way, a route's chunk
// gone after a deploy, a first call that never answers: each ends in the screen or in a message with
// Retry, never in a skeleton for ever, and never in a reload loop.

const outDir = process.env.WEB_OUT_DIR ?? 'dist';
const manifest = JSON.parse(
  readFileSync(new URL(`../apps/web/${outDir}/.vite/manifest.json`, import.meta.url), 'utf8'),
) as Record<string, { file: string }>;

/** The path of a chunk as the page requests it, from the build manifest. */
const chunkPath = (key: string) => `/${manifest[key]?.file}`;
const appChunk = chunkPath(appKey(manifest));
const repayChunk = chunkPath('src/routes/repay.tsx');

const repayUrl = `${defaultRoutes.repay}?sessionId=demo&userId=u-demo&productId=p-100&orderId=o-174`;
const repayReady = (page: Page) => page.getByText('₱5227.50').first();

/** Every document the page loads (the first visit and each reload). */
function countDocuments(page: Page) {
  const documents: string[] = [];
  page.on('request', (request: Request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documents.push(request.url());
  });
  return documents;
}

// A reload for a missing chunk must not meet the service worker's copy: the requests go to the network.
test.use({ serviceWorkers: 'block' });

test.describe("the app's own chunk", () => {
  test('lost once on the way: tried again after a pause, and the screen comes', async ({ page }) => {
    // Every request of the app chunk in the page's first moments fails (the head's modulepreload and
    // the entry's import); the entry's one new try comes a second after its import failed.
    let firstAt: number | undefined;
    const failed: string[] = [];
    await page.route(
      (url) => url.pathname === appChunk,
      (route) => {
        firstAt ??= Date.now();
        if (Date.now() - firstAt < 800) {
          failed.push(route.request().url());
          return route.abort('failed');
        }
        return route.continue();
      },
    );
    await page.goto(repayUrl);
    await expect(repayReady(page)).toBeVisible();
    expect(failed.length).toBeGreaterThan(0);
    await expect(page.getByRole('heading', { name: 'Connection problem' })).toHaveCount(0);
  });

  test('lost every time: the frame says so with Retry, which loads the page afresh', async ({ page }) => {
    const documents = countDocuments(page);
    const crashes: string[] = [];
    page.on('pageerror', (error) => crashes.push(error.message));
    const lost = (url: URL) => url.pathname === appChunk;
    await page.route(lost, (route) => route.abort('failed'));
    await page.goto(repayUrl);
    // The prerendered bar stays; the skeleton becomes the kit's failure block, in the brand's words.
    await expect(page.getByRole('heading', { name: 'Connection problem' })).toBeVisible();
    await expect(
      page.getByText('Part of the page could not be downloaded. Check your connection and try again.'),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Repayment' })).toBeVisible();
    await expect(page.getByRole('status')).toHaveCount(0);
    expect(documents).toHaveLength(1);
    // The network is back: Retry brings the screen.
    await page.unroute(lost);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(repayReady(page)).toBeVisible();
    expect(documents).toHaveLength(2);
    expect(crashes).toEqual([]);
  });
});

test.describe("a route's chunk gone after a deploy", () => {
  test('the page reloads once, then says so with Retry and a way out, and never loops', async ({ page }) => {
    const documents = countDocuments(page);
    await page.route(
      (url) => url.pathname === repayChunk,
      (route) => route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' }),
    );
    await page.goto(repayUrl);
    await expect(page.getByRole('heading', { name: 'Connection problem' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Go back' })).toBeVisible();
    // One reload, and no other after it.
    await page.waitForTimeout(1500);
    expect(documents).toHaveLength(2);
    const flag = await page.evaluate(() => window.sessionStorage.getItem('loan:chunk-reload'));
    expect(JSON.parse(flag ?? '{}')).toMatchObject({
      chunk: manifest['src/routes/repay.tsx']?.file.split('/').pop(),
    });
  });

  test('a chunk that is back after the reload: the screen comes', async ({ page }) => {
    const documents = countDocuments(page);
    // Gone for the first visit's page (a release that is no more), there after the reload.
    await page.route(
      (url) => url.pathname === repayChunk,
      (route) =>
        documents.length < 2 ? route.fulfill({ status: 404, body: 'Not found' }) : route.continue(),
    );
    await page.goto(repayUrl);
    await expect(repayReady(page)).toBeVisible();
    expect(documents).toHaveLength(2);
  });
});

test.describe("a route's chunk gone during a navigation", () => {
  test('the page reloads into the page the borrower was going to, once, then says so there', async ({
    page,
  }) => {
    const documents = countDocuments(page);
    await page.route(
      (url) => url.pathname === repayChunk,
      (route) => route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' }),
    );
    await page.goto(
      `${defaultRoutes.loanDetail}?sessionId=demo&userId=u-demo&productId=p-100&orderId=o-170-plain`,
    );
    await page.getByRole('button', { name: 'Repayment ₱5227.50', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Connection problem' })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`^[^?]*${defaultRoutes.repay}\\?`));
    await page.waitForTimeout(1500);
    expect(documents).toHaveLength(2);
    expect(new URL(documents[1] ?? '').pathname).toBe(defaultRoutes.repay);
  });
});

test.describe('a first call that never answers', () => {
  test('the skeleton becomes a message with Retry at the loading limit, and Retry recovers', async ({
    page,
  }) => {
    await page.clock.install();
    const call = `${defaultBrand.apiBaseUrl}${apiPaths.loanPlayDetail}`;
    await page.route(
      (url) => url.pathname === call,
      (route) => route.continue({ headers: { ...route.request().headers(), 'x-sandbox-fault': 'timeout' } }),
      { times: 1 },
    );
    await page.goto(repayUrl);
    await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toBeAttached();
    await expect(page.getByRole('heading', { name: 'This is taking too long' })).toHaveCount(0);
    await page.clock.fastForward(20_000);
    await expect(page.getByRole('heading', { name: 'This is taking too long' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(repayReady(page)).toBeVisible();
  });

  test('before the limit the skeleton stays, and an answer in time shows the screen', async ({ page }) => {
    await page.clock.install();
    await page.goto(repayUrl);
    await page.clock.fastForward(5_000);
    await expect(repayReady(page)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'This is taking too long' })).toHaveCount(0);
  });
});
