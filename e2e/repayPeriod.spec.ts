import { defaultRoutes, message, specCatalogue } from '@loan/core';
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { countRequests, withoutField } from './money';
import { faultOn, stubExternal } from './sandbox';

// Repayment by period (issue 7 item 2) against the sandbox.
const session = 'sessionId=demo&userId=u-demo';
const periodUrl = (orderId: string, extra = '') =>
  `${defaultRoutes.repayPeriod}?${session}&productId=p-100&orderId=${orderId}${extra}`;

async function pickChannel(page: Page, name: RegExp) {
  await page.getByRole('button', { name: 'Payment Method' }).click();
  const sheet = page.getByRole('dialog', { name: 'Payment Method' });
  await sheet.getByRole('radio', { name }).check();
  await sheet.getByRole('button', { name: 'Confirm' }).click();
}

test.describe('repayment by period', () => {
  test('an incomplete link says which params are missing', async ({ page }) => {
    await page.goto(`${defaultRoutes.repayPeriod}?${session}&orderId=o-174`);
    await expect(page.getByRole('heading', { name: 'This link is incomplete' })).toBeVisible();
    await expect(page.getByText(/needs productId/)).toBeVisible();
  });

  test('shows the header, two detail rows, the banner and the default pay code', async ({ page }) => {
    await page.goto(periodUrl('o-174'));
    await expect(page.getByRole('region', { name: 'Repayment amount' }).getByText('₱5227.50')).toBeVisible();
    await expect(page.getByText('2026-12-20')).toBeVisible();
    await expect(page.getByText('Bayanihan Cash')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Repayment instructions' })).toHaveText(
      'Pay before 23:59 on the due date to avoid late interest.',
    );
    await expect(page.getByText('Principal')).toBeVisible();
    await expect(page.getByText('Late interest', { exact: true })).toHaveCount(0);
    await expect(page.getByText('7123 4567 8901')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('more shows every detail row and hide folds them to two', async ({ page }) => {
    await page.goto(periodUrl('o-174'));
    await page.getByRole('button', { name: 'more' }).click();
    await expect(page.getByText('Late interest', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'hide' }).click();
    await expect(page.getByText('Late interest', { exact: true })).toHaveCount(0);
  });

  test('without a pay code and with isShowReyTop 0 there is neither box nor banner', async ({ page }) => {
    await page.goto(periodUrl('o-170-plain'));
    await expect(page.getByRole('region', { name: 'Repayment amount' }).getByText('₱5227.50')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Repayment instructions' })).toHaveCount(0);
    await expect(page.getByText('7123 4567 8901')).toHaveCount(0);
  });

  test('a chosen channel pays through generate-vcode and goes to the pay URL', async ({ page }) => {
    await stubExternal(page);
    await page.goto(periodUrl('o-174'));
    const request = page.waitForRequest('**/generate-vcode**');
    await pickChannel(page, /Maya/);
    const body = JSON.parse((await request).postData() ?? '{}') as Record<string, unknown>;
    expect(body).toMatchObject({ orderId: 'o-174', productId: 'p-100', channelNumber: 90007 });
    expect(body).not.toHaveProperty('isDelay');
    await expect(page).toHaveURL('https://pay.sandbox.test/pay?channel=90007&amount=522750');
  });

  test('without the amount in the answer, paying is disabled with a message and sends nothing', async ({
    page,
  }) => {
    await withoutField(page, '**/domestic/villages*', ['data', 'repayAmount']);
    const vcodes = countRequests(page, 'generate-vcode');
    await page.goto(periodUrl('o-174'));
    await expect(page.getByText(message(specCatalogue, 'money.amountUnknown'))).toBeVisible();
    await expect(page.getByRole('region', { name: 'Repayment amount' })).not.toContainText(/undefined|NaN|₱/);
    const method = page.getByRole('button', { name: 'Payment Method' });
    await expect(method).toHaveAttribute('aria-disabled', 'true');
    await expect(method).toHaveAccessibleDescription(message(specCatalogue, 'money.amountUnknown'));
    // Playwright waits for an aria-disabled button to enable; force presses it as a borrower would.
    await method.click({ force: true });
    await expect(page.getByRole('dialog', { name: 'Payment Method' })).toHaveCount(0);
    await expectNoAxeViolations(page);
    expect(vcodes()).toBe(0);
  });

  test("a server error code on payment shows the server's message and keeps the page", async ({ page }) => {
    await faultOn(page, '**/generate-vcode**', 'code:7010:This channel is busy, please choose another');
    await page.goto(periodUrl('o-174'));
    await pickChannel(page, /GCash/);
    await expect(page.getByText('This channel is busy, please choose another')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Repayment amount' }).getByText('₱5227.50')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Payment Method' })).not.toHaveAttribute('aria-busy');
  });

  test('the payment is locked while it is in flight: one request', async ({ page }) => {
    await stubExternal(page);
    await faultOn(page, '**/generate-vcode**', 'delay:1500');
    const calls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('generate-vcode')) calls.push(r.url());
    });
    await page.goto(periodUrl('o-174'));
    await pickChannel(page, /GCash/);
    const button = page.getByRole('button', { name: 'Payment Method' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await button.click({ force: true });
    await expect(page.getByRole('dialog', { name: 'Payment Method' })).toBeHidden();
    await expect(page).toHaveURL(/pay\.sandbox\.test/);
    expect(calls).toHaveLength(1);
  });

  test('a server error code on the repayment info shows its message with customer service, not a retry', async ({
    page,
  }) => {
    await page.goto(periodUrl('o-174', '&__fault=code:7011:Repayment info is not ready'));
    await expect(page.getByText('Repayment info is not ready')).toBeVisible();
    // A retry cannot change the server's answer (issue 24): no Try again; a person is the way on.
    await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Contact customer service' })).toBeVisible();
  });

  test('a malformed answer shows the error page with a retry', async ({ page }) => {
    await page.goto(periodUrl('o-174', '&__fault=malformed'));
    await expect(
      page.getByText('The server sent an answer we could not read. Please try again.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
