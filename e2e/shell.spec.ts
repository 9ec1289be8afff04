import { defaultRoutes, screenKeys, screenTitle, specCatalogue } from '@loan/core';
import { expect, expectNoAxeViolations, test } from './fixtures';

const session = 'sessionId=demo&userId=u-demo&productId=p-100&orderId=o-174-delay';

test.describe('route table', () => {
  for (const screen of screenKeys) {
    test(`${defaultRoutes[screen]} renders its screen with its title and no axe violation`, async ({
      page,
      consoleErrors,
    }) => {
      await page.goto(`${defaultRoutes[screen]}?${session}`);
      await expect(page).toHaveTitle(screenTitle(specCatalogue, screen));
      await expect(page.getByRole('main')).toBeVisible();
      await expectNoAxeViolations(page);
      expect(consoleErrors).toEqual([]);
    });
  }

  test('an unknown path shows the not-found page with a way back', async ({ page, consoleErrors }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Go back' })).toBeVisible();
    await expect(page).toHaveTitle('Page not found');
    await expectNoAxeViolations(page);
    expect(consoleErrors).toEqual([]);
  });

  test('the root matches exactly: a path below it is not the home page', async ({ page }) => {
    await page.goto('/thePublic/extra');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });
});

test.describe('safety headers', () => {
  test('pages are served with a strict CSP and no referrer', async ({ request }) => {
    const response = await request.get('/starGesture');
    const csp = response.headers()['content-security-policy'] ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers()['referrer-policy']).toBe('no-referrer');
    const html = await response.text();
    expect(html).toContain('<meta name="referrer" content="no-referrer"');
  });

  test('a route chunk that is not yet loaded is fetched only when its route is visited', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    await page.goto('/starGesture');
    await expect(page.getByRole('main')).toBeVisible();
    expect(scripts.some((s) => /\/repay-[\w-]+\.js$/.test(s))).toBe(true);
    expect(scripts.some((s) => /\/bindBank-[\w-]+\.js$/.test(s))).toBe(false);
  });
});

test.describe('start-up', () => {
  test('product_id alone is mirrored to productId in the address bar, without a reload', async ({ page }) => {
    await page.goto('/starGesture?product_id=p-100&orderId=o-1');
    await expect(page).toHaveURL(/[?&]productId=p-100(&|$)/);
    await expect(page).toHaveURL(/[?&]product_id=p-100(&|$)/);
    const navigations = await page.evaluate(() => performance.getEntriesByType('navigation').length);
    expect(navigations).toBe(1);
  });

  test('a link with only product_id opens a screen that needs productId (the first loader sees both)', async ({
    page,
  }) => {
    await page.goto('/wouldBanks?sessionId=demo&userId=u-demo&product_id=p-100');
    await expect(page.getByRole('button', { name: 'Next' })).toBeVisible();
    await expect(page.getByText('This link is incomplete')).toHaveCount(0);
  });

  test('productId alone is mirrored to product_id', async ({ page }) => {
    await page.goto('/starGesture?productId=p-200');
    await expect(page).toHaveURL(/[?&]product_id=p-200(&|$)/);
  });

  test('the service worker precaches the app shell and never the API', async ({ page }) => {
    await page.goto('/thePublic');
    const cached = await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      const keys = await caches.keys();
      const cache = await caches.open(keys.find((k) => k.startsWith('loan-shell-')) ?? '');
      return (await cache.keys()).map((r) => new URL(r.url).pathname);
    });
    expect(cached).toContain('/index.html');
    expect(cached).toContain('/starGesture.html');
    expect(cached.some((p) => /^\/assets\/index-[\w-]+\.js$/.test(p))).toBe(true);
    expect(cached.some((p) => p.startsWith('/h5api'))).toBe(false);
  });
});

test.describe('first paint without JavaScript (issue 16)', () => {
  test.use({ javaScriptEnabled: false });

  test('a route paints its bar and skeleton from HTML and CSS alone', async ({ page }) => {
    await page.goto('/starGesture?sessionId=demo&productId=p-100&orderId=o-174-delay');
    await expect(page).toHaveTitle('Repay');
    await expect(page.getByRole('heading', { level: 1, name: 'Repayment' })).toBeVisible();
    await expect(page.locator('[aria-busy="true"]').first()).toBeVisible();
    // Themed: the kit's root and theme classes are on <body> before any script runs.
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).not.toBe('rgba(0, 0, 0, 0)');
  });

  test('every screen route has its own frame, with its title', async ({ page }) => {
    for (const screen of screenKeys.filter((s) => s !== 'home')) {
      await page.goto(`${defaultRoutes[screen]}?sessionId=demo`);
      await expect(page).toHaveTitle(screenTitle(specCatalogue, screen));
      await expect(page.locator('#root [aria-busy="true"]').first()).toBeAttached();
    }
  });
});

test('a second visit is served from the precache: the page and its shell need no network', async ({
  page,
  context,
}) => {
  await page.goto('/starGesture?sessionId=demo&productId=p-100&orderId=o-174-delay');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  // Offline, a network-first worker could only fall back to the plain shell; the precache has the frame.
  await context.setOffline(true);
  const response = await page.goto('/summerJuly?sessionId=demo&productId=p-100&orderId=o-174-delay');
  expect(response?.fromServiceWorker()).toBe(true);
  expect(await response?.text()).toContain('<title>Loan details</title>');
  await expect(page.getByRole('heading', { level: 1, name: 'Loan details' })).toBeVisible();
  await context.setOffline(false);
});
