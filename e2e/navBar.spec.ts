import { defaultRoutes } from '@loan/core';
import { expect, test } from './fixtures';

// One nav bar on every in-app screen (issue 17 item 3): back only where the webview has a page of ours before.
const session = 'sessionId=demo&userId=u-demo';

test.describe('nav bar', () => {
  test('the page the webview opened on has no back; a page reached in the app goes back to it', async ({
    page,
  }) => {
    await page.goto(`${defaultRoutes.customerService}?${session}`);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Back' })).toHaveCount(0);
    await page.getByRole('link', { name: /Make a complaint/ }).click();
    await expect(page).toHaveURL(new RegExp(`${defaultRoutes.complaint}\\?`));
    await page.getByRole('banner').getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(new RegExp(`${defaultRoutes.customerService}\\?`));
    await expect(page.getByRole('button', { name: 'Back' })).toHaveCount(0);
  });

  test('a screen without a bar of its own gets the app bar with its title, its document keeping the one h1', async ({
    page,
  }) => {
    await page.goto(defaultRoutes.privacyPolicy);
    const bar = page.getByRole('banner');
    await expect(bar).toHaveText('Privacy Policy');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  });
});
