import { defaultRoutes, screenKeys, screenTitles } from '@loan/core';
import { expect, expectNoAxeViolations, test } from './fixtures';

const session = 'sessionId=demo&userId=u-demo&productId=p-100&orderId=o-174-delay';

test.describe('route table', () => {
  for (const screen of screenKeys) {
    test(`${defaultRoutes[screen]} renders its screen with its title and no axe violation`, async ({
      page,
      consoleErrors,
    }) => {
      await page.goto(`${defaultRoutes[screen]}?${session}`);
      await expect(page).toHaveTitle(screenTitles[screen]);
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
