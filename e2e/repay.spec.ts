import { defaultRoutes, message, specCatalogue } from '@loan/core';
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { countRequests, withoutField } from './money';
import { faultOn, stubExternal } from './sandbox';

// Repay and Repayment code (issue 7 items 1 and 4) against the sandbox.
const session = 'sessionId=demo&userId=u-demo';
const repayUrl = (orderId: string, extra = '') =>
  `${defaultRoutes.repay}?${session}&productId=p-100&orderId=${orderId}${extra}`;
const codeUrl = (query: string) => `${defaultRoutes.repaymentCode}?${session}&${query}`;

async function chooseChannel(page: Page, name: RegExp) {
  await page.getByRole('button', { name: 'Choose a payment channel' }).click();
  const sheet = page.getByRole('dialog', { name: 'Payment Method' });
  await sheet.getByRole('radio', { name }).check();
  await sheet.getByRole('button', { name: 'Confirm' }).click();
  await expect(sheet).toBeHidden();
}

test.describe('repay', () => {
  test('an incomplete link says which params are missing', async ({ page }) => {
    await page.goto(`${defaultRoutes.repay}?${session}&productId=p-100`);
    await expect(page.getByRole('heading', { name: 'This link is incomplete' })).toBeVisible();
    await expect(page.getByText(/needs orderId/)).toBeVisible();
  });

  test('shows the repayment info and the channels to choose from', async ({ page }) => {
    test.slow(); // two axe runs
    await page.goto(repayUrl('o-174'));
    await expect(page.getByRole('region', { name: 'Repayment amount' }).getByText('₱5227.50')).toBeVisible();
    await expect(page.getByText('2026-12-20')).toBeVisible();
    await expect(page.getByText('Bayanihan Cash')).toBeVisible();
    await expect(page.getByText('Principal')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Choose a payment channel' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Choose a payment channel' }).click();
    const sheet = page.getByRole('dialog', { name: 'Payment Method' });
    await expect(sheet.getByRole('radio')).toHaveCount(4);
    await expectNoAxeViolations(page);
  });

  // Issue 24 review (docs/decisions/ways-on-review.md): Payment waits for a channel, and says so.
  test('Payment without a channel is disabled and says why; the channel row is the way on', async ({
    page,
  }) => {
    let calls = 0;
    page.on('request', (r) => {
      if (r.url().includes('generate-vcode')) calls++;
    });
    await page.goto(repayUrl('o-174'));
    const pay = page.getByRole('button', { name: 'Payment ₱5227.50', exact: true });
    await expect(pay).toBeDisabled();
    await expect(pay).toHaveAccessibleDescription('Choose a payment channel to pay.');
    await page.getByRole('button', { name: 'Choose a payment channel' }).click();
    await expect(page.getByRole('dialog', { name: 'Payment Method' })).toBeVisible();
    expect(calls).toBe(0);
  });

  test('a chosen channel, then Payment, calls generate-vcode and goes to the pay URL', async ({ page }) => {
    await stubExternal(page);
    await page.goto(repayUrl('o-174'));
    await chooseChannel(page, /7-Eleven/);
    await expect(page.getByRole('button', { name: '7-Eleven' })).toBeVisible();
    const request = page.waitForRequest('**/generate-vcode**');
    await page.getByRole('button', { name: 'Payment ₱5227.50', exact: true }).click();
    const body = JSON.parse((await request).postData() ?? '{}') as Record<string, unknown>;
    expect(body).toMatchObject({ orderId: 'o-174', productId: 'p-100', channelNumber: 90008 });
    expect(body).not.toHaveProperty('isDelay');
    await expect(page).toHaveURL('https://pay.sandbox.test/pay?channel=90008&amount=522750');
  });

  test("a server error code on Payment shows the server's message and keeps the choice", async ({ page }) => {
    await faultOn(page, '**/generate-vcode**', 'code:7010:This channel is busy, please choose another');
    await page.goto(repayUrl('o-174'));
    await chooseChannel(page, /GCash/);
    await page.getByRole('button', { name: 'Payment ₱5227.50', exact: true }).click();
    await expect(page.getByText('This channel is busy, please choose another')).toBeVisible();
    await expect(page.getByRole('button', { name: 'GCash' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Payment ₱5227.50', exact: true })).not.toHaveAttribute(
      'aria-busy',
    );
  });

  test('an unsafe pay URL is refused and the page stays', async ({ page }) => {
    // The sandbox only hands out https: pay URLs: the answer is rewritten on its way to the page.
    await page.route('**/generate-vcode**', async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace('https://pay.sandbox.test/pay', 'javascript:alert(1)//');
      await route.fulfill({ response, body });
    });
    await page.goto(repayUrl('o-174'));
    await chooseChannel(page, /GCash/);
    await page.getByRole('button', { name: 'Payment ₱5227.50', exact: true }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(defaultRoutes.repay));
    await expect(page.getByRole('region', { name: 'Repayment amount' }).getByText('₱5227.50')).toBeVisible();
  });

  test('Payment is locked while it is in flight: one request', async ({ page }) => {
    await stubExternal(page);
    await faultOn(page, '**/generate-vcode**', 'delay:1500');
    const calls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('generate-vcode')) calls.push(r.url());
    });
    await page.goto(repayUrl('o-174'));
    await chooseChannel(page, /GCash/);
    const button = page.getByRole('button', { name: 'Payment ₱5227.50', exact: true });
    // Five taps in one task, before React can re-render: only the in-flight lock can stop them.
    await button.evaluate((element) => {
      for (let i = 0; i < 5; i++) (element as HTMLButtonElement).click();
    });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(page).toHaveURL(/pay\.sandbox\.test/);
    expect(calls).toHaveLength(1);
  });

  test('without the amount in the answer, Payment is disabled with a message and sends nothing', async ({
    page,
  }) => {
    await withoutField(page, '**/loan-play-detail*', ['data', 'repayAmount']);
    const vcodes = countRequests(page, 'generate-vcode');
    await page.goto(repayUrl('o-174'));
    await expect(page.getByText(message(specCatalogue, 'money.amountUnknown'))).toBeVisible();
    await expect(page.getByRole('region', { name: 'Repayment amount' })).not.toContainText(/undefined|NaN|₱/);
    await chooseChannel(page, /7-Eleven/);
    const pay = page.getByRole('button', { name: 'Payment', exact: true });
    await expect(pay).toHaveAttribute('aria-disabled', 'true');
    await expect(pay).toHaveAccessibleDescription(message(specCatalogue, 'money.amountUnknown'));
    // Playwright waits for an aria-disabled button to enable; force presses it as a borrower would.
    await pay.click({ force: true });
    await expectNoAxeViolations(page);
    expect(vcodes()).toBe(0);
  });

  test('a server error code on the repayment info shows its message with customer service, not a retry', async ({
    page,
  }) => {
    await page.goto(repayUrl('o-174', '&__fault=code:7011:Repayment info is not ready'));
    await expect(page.getByText('Repayment info is not ready')).toBeVisible();
    // A retry cannot change the server's answer (issue 24): no Try again; a person is the way on.
    await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Contact customer service' })).toBeVisible();
  });
});

test.describe('repayment code', () => {
  test('an incomplete link says which params are missing', async ({ page }) => {
    await page.goto(codeUrl('showType=1&payCode=7720441109'));
    await expect(page.getByRole('heading', { name: 'This link is incomplete' })).toBeVisible();
    await expect(page.getByText(/needs repayAmount/)).toBeVisible();
  });

  test('type 1 without a pay code is an incomplete link', async ({ page }) => {
    await page.goto(codeUrl('showType=1&repayAmount=522750'));
    await expect(page.getByRole('heading', { name: 'This link is incomplete' })).toBeVisible();
    await expect(page.getByText(/needs payCode/)).toBeVisible();
  });

  test("type 1 shows the code and copies it with 'copy success'", async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    let apiCalls = 0;
    page.on('request', (r) => {
      if (r.resourceType() === 'fetch' || r.resourceType() === 'xhr') apiCalls++;
    });
    await page.goto(codeUrl('showType=1&payCode=7720441109&repayAmount=522750'));
    await expect(page.getByText('₱5227.50')).toBeVisible();
    await expect(page.getByText('7720441109')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Copy' }).click();
    await expect(page.getByText('copy success')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('7720441109');
    expect(apiCalls).toBe(0);
  });

  test('an amount in the link that is not a number shows the message, never the text', async ({ page }) => {
    await page.goto(codeUrl('showType=1&payCode=7720441109&repayAmount=undefined'));
    await expect(page.getByText('7720441109')).toBeVisible();
    await expect(page.getByText(message(specCatalogue, 'money.amountUnknown'))).toBeVisible();
    await expect(page.getByText(/undefined|NaN|₱/)).toHaveCount(0);
  });

  test('the amount carries the rupee sign when real is 1', async ({ page }) => {
    await page.goto(codeUrl('showType=1&payCode=7720441109&repayAmount=522750&real=1'));
    await expect(page.getByText('₹5227.50')).toBeVisible();
  });

  test('another type draws the QR from the pay code, with scan steps', async ({ page }) => {
    await page.goto(codeUrl('showType=2&payCode=7720441109&repayAmount=522750'));
    await expect(page.getByRole('heading', { name: 'Scan to pay' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'QR code to pay' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'How to pay' }).getByRole('listitem')).toHaveCount(3);
    // No Copy on the QR card (its receipt's Copy code, or Share code, is the way to take the code: receipt.spec.ts).
    await expect(page.getByRole('button', { name: 'Copy', exact: true })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test("another type shows the server's QR image when the link gives one", async ({ page }) => {
    await stubExternal(page);
    await page.goto(
      codeUrl(
        `showType=2&payCodeImg=${encodeURIComponent('https://pay.sandbox.test/qr.png')}&repayAmount=522750`,
      ),
    );
    const image = page.getByRole('img', { name: 'QR code to pay' });
    await expect(image).toHaveAttribute('src', 'https://pay.sandbox.test/qr.png');
  });

  test('another type with neither code nor image is an incomplete link', async ({ page }) => {
    await page.goto(codeUrl('showType=2&repayAmount=522750'));
    await expect(page.getByRole('heading', { name: 'This link is incomplete' })).toBeVisible();
  });
});
