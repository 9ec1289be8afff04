import { defaultRoutes } from '@loan/core';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { recordBridge } from './sandbox';

// Issue 13 items 7 and 9: a refused server URL says what to do next and is reported; the
// production server's security headers. Against the sandbox through `pnpm start`.
const session = 'sessionId=demo&userId=u-demo';
const repayUrl = `${defaultRoutes.repay}?${session}&productId=p-100&orderId=o-174`;

/** Answers generate-vcode with the sandbox's pay URL rewritten to `payUrl`. */
async function payUrlIs(page: Page, payUrl: string) {
  await page.route('**/generate-vcode**', async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace('https://pay.sandbox.test/pay', payUrl);
    await route.fulfill({ response, body });
  });
}

async function payWithGcash(page: Page) {
  await page.getByRole('button', { name: 'Choose a payment channel' }).click();
  const sheet = page.getByRole('dialog', { name: 'Payment Method' });
  await sheet.getByRole('radio', { name: /GCash/ }).check();
  await sheet.getByRole('button', { name: 'Confirm' }).click();
  await page.getByRole('button', { name: 'Payment ₱5227.50', exact: true }).click();
}

test.describe('a refused pay URL', () => {
  test('an http: payUrl tells the borrower what to do and is reported with host and reason only', async ({
    page,
    consoleErrors,
  }) => {
    const bridgeLog = await recordBridge(page);
    const left: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('pay.sandbox.test')) left.push(r.url());
    });
    await payUrlIs(page, 'http://pay.sandbox.test/pay');
    await page.goto(repayUrl);
    await payWithGcash(page);
    await expect(page.getByRole('alert')).toHaveText(
      "This payment page can't be opened safely. Please choose another payment channel or contact customer service.",
    );
    await expect(page).toHaveURL(new RegExp(defaultRoutes.repay));
    await expect(page.getByText('₱5227.50').first()).toBeVisible();
    // Through the one reporting path (docs/decisions/field-reporting.md): with the build, brand, route
    // and user agent, once the page's reporting hook is set.
    const refusals = async () =>
      (await bridgeLog()).filter(
        (m) => m.name === 'burialPoint' && (m.payload as { event?: string }).event === 'url_refused',
      );
    await expect.poll(refusals).toEqual([
      {
        name: 'burialPoint',
        payload: {
          event: 'url_refused',
          extra: expect.objectContaining({
            reason: 'scheme',
            host: 'pay.sandbox.test',
            page: defaultRoutes.repay,
            route: 'repay',
          }),
        },
      },
    ]);
    expect(JSON.stringify(await refusals())).not.toContain('demo');
    expect(left).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  test('a lookalike pay host (a Cyrillic а) is refused and reported', async ({ page }) => {
    const bridgeLog = await recordBridge(page);
    await payUrlIs(page, 'https://p\u0430y.sandbox.test/pay');
    await page.goto(repayUrl);
    await payWithGcash(page);
    await expect(page.getByRole('alert')).toContainText("This payment page can't be opened safely");
    await expect(page).toHaveURL(new RegExp(defaultRoutes.repay));
    await expect
      .poll(async () =>
        (await bridgeLog())
          .filter(
            (m) => m.name === 'burialPoint' && (m.payload as { event?: string }).event === 'url_refused',
          )
          .map((m) => m.payload),
      )
      .toEqual([
        {
          event: 'url_refused',
          extra: expect.objectContaining({
            reason: 'lookalike-host',
            host: 'xn--py-7kc.sandbox.test',
            page: defaultRoutes.repay,
          }),
        },
      ]);
  });
});

test.describe('the production server', () => {
  test('sends the security headers with the page, and the page loads under them without errors', async ({
    page,
    consoleErrors,
  }) => {
    const response = await page.goto(repayUrl);
    const headers = response?.headers() ?? {};
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('no-referrer');
    expect(headers['permissions-policy']).toContain('camera=()');
    await expect(page.getByText('₱5227.50').first()).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });
});
