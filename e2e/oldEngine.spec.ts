import { defaultRoutes } from '@loan/core';
import { expect, test } from './fixtures';
import { asFloorEngine } from './oldEngine';
import { recordBridge, stubExternal } from './sandbox';

// The main journeys on the support matrix's floor (docs/decisions/support-matrix.md): the `old-engine`
// project of playwright.config.ts runs this file against the default brand's build and sandbox, with the
// built-ins Chrome 87 and iOS 14.5 lack removed before the app's first script (e2e/oldEngine.ts).
// The fixture's console check fails a journey on any uncaught error.

const session = 'sessionId=demo&userId=u-demo&appName=loan';

const polyfillChunk = /\/assets\/(dialog|arrayAt)-[\w-]+\.js$/;

test('a current engine downloads no polyfill', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => scripts.push(r.url()));
  await page.goto(`${defaultRoutes.loanDetail}?${session}&productId=p-100&orderId=o-200`);
  await expect(page.getByRole('heading', { name: 'Repaid' })).toBeVisible();
  expect(scripts.filter((url) => polyfillChunk.test(url))).toEqual([]);
});

test.describe('on the floor', () => {
  test.beforeEach(async ({ page }) => {
    await asFloorEngine(page);
  });

  test('the built-ins are gone before the app, and the polyfills are loaded', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (r) => scripts.push(r.url()));
    await page.goto(`${defaultRoutes.loanDetail}?${session}&productId=p-100&orderId=o-200`);
    await expect(page.getByRole('heading', { name: 'Repaid' })).toBeVisible();
    expect(
      await page.evaluate(() => [
        'hasOwn' in Object,
        'at' in String.prototype,
        'structuredClone' in globalThis,
      ]),
    ).toEqual([false, false, false]);
    expect(scripts.filter((url) => polyfillChunk.test(url))).toHaveLength(2);
  });

  test('loan details: the status, the loan and its actions', async ({ page }) => {
    await page.goto(`${defaultRoutes.loanDetail}?${session}&productId=p-100&orderId=o-200`);
    await expect(page.getByRole('heading', { name: 'Repaid' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Loan' }).getByRole('definition').first()).toHaveText(
      '₱5000.00',
    );
    await expect(page.getByRole('button', { name: 'Borrow Again' })).toBeVisible();
  });

  test('repay: the channel sheet, a channel, then the pay URL', async ({ page }) => {
    await stubExternal(page);
    await page.goto(`${defaultRoutes.repay}?${session}&productId=p-100&orderId=o-174`);
    await page.getByRole('button', { name: 'Choose a payment channel' }).click();
    const sheet = page.getByRole('dialog', { name: 'Payment Method' });
    await sheet.getByRole('radio', { name: /7-Eleven/ }).check();
    await sheet.getByRole('button', { name: 'Confirm' }).click();
    await expect(sheet).toBeHidden();
    await page.getByRole('button', { name: 'Payment ₱5227.50', exact: true }).click();
    await expect(page).toHaveURL('https://pay.sandbox.test/pay?channel=90008&amount=522750');
  });

  test('loan confirm: an agreement in its modal, then Next to the loan', async ({ page }) => {
    await page.route('https://pay.sandbox.test/**', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><title>Agreement</title><p>Terms</p>',
      }),
    );
    await page.goto(`${defaultRoutes.loanConfirm}?${session}&productId=p-100&orderId=o-1`);
    await page.getByRole('button', { name: 'Privacy Notice' }).click();
    const dialog = page.getByRole('dialog', { name: 'Privacy Notice' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Agree' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/summerJuly\?/);
  });

  test('bind bank: the e-wallet form with its pay-day picker, then Next', async ({ page }) => {
    const log = await recordBridge(page);
    await page.goto(`${defaultRoutes.bindBank}?${session}&productId=p-100`);
    await page.getByRole('textbox', { name: 'Account name' }).fill('Juan dela Cruz');
    await page.getByRole('textbox', { name: 'GCash number' }).fill('0917 123 4567');
    await page.getByRole('button', { name: /^Pay day/ }).click();
    const days = page.getByRole('dialog', { name: 'Pay day' });
    await days.getByRole('radio', { name: '15', exact: true }).check();
    await days.getByRole('button', { name: 'Confirm' }).click();
    await expect(days).toBeHidden();
    await page.getByRole('textbox', { name: 'ID number' }).fill('1234-5678');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect
      .poll(async () => (await log()).filter((m) => m.name !== 'burialPoint'))
      .toEqual([
        expect.objectContaining({ name: 'startBank' }),
        expect.objectContaining({ name: 'endBank' }),
        expect.objectContaining({ name: 'closeWebview' }),
      ]);
    // What the page reported to the lender on the way: never an error.
    const reported = (await log())
      .filter((m) => m.name === 'burialPoint')
      .map((m) => JSON.stringify(m.payload));
    expect(reported.filter((r) => /"event":"(error|chunk_load|unhandled)/.test(r))).toEqual([]);
  });

  test('complaint: collection, a sub-type from its sheet, then the next step', async ({ page }) => {
    await page.goto(`${defaultRoutes.complaint}?${session}&orderId=o-174`);
    await page.getByRole('button', { name: 'Collection', exact: true }).click();
    const sheet = page.getByRole('dialog', { name: 'Select question type' });
    await sheet.getByRole('radio', { name: 'Too many calls' }).check();
    await sheet.getByRole('button', { name: 'Confirm' }).click();
    await expect(page).toHaveURL(/\/complainPageNext\?/);
    await expect(page.getByRole('button', { name: 'Send' })).toBeVisible();
  });
});
