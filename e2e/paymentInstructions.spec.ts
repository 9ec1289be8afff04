import { defaultRoutes } from '@loan/core';
import { expect, expectNoAxeViolations, test } from './fixtures';

const session = 'sessionId=demo&userId=u-demo';
const guideUrl = (extra = '') => `${defaultRoutes.paymentInstructions}?${session}${extra}`;

test.describe('payment instructions', () => {
  test('shows bill payment in two e-wallets and at a store, with no API call', async ({
    page,
    consoleErrors,
  }) => {
    let apiCalls = 0;
    page.on('request', (r) => {
      if (r.resourceType() === 'fetch' || r.resourceType() === 'xhr') apiCalls++;
    });
    await page.goto(guideUrl());
    await expect(page).toHaveTitle('Payment instructions');
    const main = page.getByRole('main');
    await expect(main.getByRole('region', { name: 'Bill payment in GCash' })).toBeVisible();
    await expect(main.getByRole('region', { name: 'Bill payment in Maya' })).toBeVisible();
    await expect(main.getByRole('region', { name: 'Payment at 7-Eleven' })).toContainText('Reference No.');
    await expectNoAxeViolations(page);
    expect(apiCalls).toBe(0);
    expect(consoleErrors).toEqual([]);
  });

  test('a picture enlarges on tap and closes again', async ({ page }) => {
    await page.goto(guideUrl());
    await page.getByRole('button', { name: 'Enlarge: GCash bill payment screen' }).click();
    const dialog = page.getByRole('dialog', { name: 'GCash bill payment screen' });
    const image = dialog.getByRole('img', { name: 'GCash bill payment screen' });
    await expect(image).toBeVisible();
    // The picture really loaded from the app's own origin (CSP img-src 'self').
    expect(await image.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });

  test('the second view lists the e-wallet steps and the QR-scan steps, and stays in the URL', async ({
    page,
  }) => {
    await page.goto(guideUrl());
    await page.getByRole('tab', { name: 'Scan to pay' }).click();
    await expect(page.getByRole('list', { name: 'QR-scan steps' }).getByRole('listitem')).toHaveCount(4);
    await expect(page.getByRole('list', { name: 'E-wallet steps' })).toBeVisible();
    await expect(page).toHaveURL(/view=qr/);
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Scan to pay' })).toHaveAttribute('aria-selected', 'true');
    await expectNoAxeViolations(page);
  });

  test('requestType=1 shows the reference number with copy and the amount, and keeps the shared params', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(guideUrl('&requestType=1&payCode=DP-7720441109&amount=522750'));
    await expect(page.getByRole('group', { name: 'Reference No.' })).toHaveText('DP-7720441109');
    await expect(page.getByText('₱5227.50')).toBeVisible();
    await expect(page.getByRole('main')).not.toContainText('Reference_no');
    await page.getByRole('button', { name: 'Copy' }).click();
    await expect(page.getByText('copy success')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('DP-7720441109');
    await page.getByRole('tab', { name: 'Scan to pay' }).click();
    await expect(page).toHaveURL(/sessionId=demo.*requestType=1.*view=qr|view=qr.*sessionId=demo/);
  });

  test('requestType=1 without its payCode is an incomplete link', async ({ page }) => {
    await page.goto(guideUrl('&requestType=1&amount=522750'));
    await expect(page.getByRole('heading', { name: 'This link is incomplete' })).toBeVisible();
    await expect(page.getByText(/needs payCode/)).toBeVisible();
  });
});
