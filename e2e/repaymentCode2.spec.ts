import { defaultRoutes, message, specCatalogue } from '@loan/core';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { withoutField } from './money';

// Repayment code page 2 (issue 7 item 5) against the sandbox.
const session = 'sessionId=demo&userId=u-demo';
const codeUrl = (orderId: string, extra = '') =>
  `${defaultRoutes.repaymentCode2}?${session}&productId=p-100&orderId=${orderId}${extra}`;

test.describe('repayment code page 2', () => {
  test('an incomplete link says which params are missing', async ({ page }) => {
    await page.goto(`${defaultRoutes.repaymentCode2}?${session}&productId=p-100`);
    await expect(page.getByRole('heading', { name: 'This link is incomplete' })).toBeVisible();
    await expect(page.getByText(/needs orderId/)).toBeVisible();
  });

  test('shows the logo, the pay code, the total and the steps grouped by channel', async ({ page }) => {
    await page.goto(codeUrl('o-174'));
    await expect(page).toHaveTitle('Repayment code');
    await expect(page.getByRole('heading', { name: 'Pay at any 7-Eleven' })).toBeVisible();
    await expect(page.getByText('7123 4567 8901')).toBeVisible();
    await expect(page.getByText('₱5227.50')).toBeVisible();
    const seven = page.getByRole('region', { name: 'How to pay at 7-Eleven' });
    await expect(seven.getByRole('listitem')).toHaveText([
      'Go to the CLiQQ kiosk.',
      'Choose Bills Payment.',
      'Enter the pay code and the amount.',
    ]);
    await expect(page.getByRole('region', { name: 'How to pay at GCash' }).getByRole('listitem')).toHaveCount(
      3,
    );
    await expectNoAxeViolations(page);
  });

  test('without the amount in the answer, the code shows with a message instead of an amount', async ({
    page,
  }) => {
    await withoutField(page, '**/domestic/villages*', ['data', 'repayAmount']);
    await page.goto(codeUrl('o-174'));
    await expect(page.getByText('7123 4567 8901')).toBeVisible();
    await expect(page.getByText(message(specCatalogue, 'money.amountUnknown'))).toBeVisible();
    await expect(page.getByText(/undefined|NaN|₱/)).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test("Copy puts the code on the clipboard and says 'copy success'", async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(codeUrl('o-174'));
    await page.getByRole('button', { name: 'Copy' }).click();
    await expect(page.getByRole('status')).toHaveText('copy success');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('7123 4567 8901');
  });

  test('without a pay code the contract number (the order) stands in', async ({ page }) => {
    await page.goto(codeUrl('o-170-plain'));
    await expect(page.getByText('Contract number')).toBeVisible();
    await expect(page.getByText('o-170-plain', { exact: true })).toBeVisible();
  });

  test('the query string is carried over to the payment instructions', async ({ page }) => {
    await page.goto(codeUrl('o-174', '&region=0'));
    const link = page.getByRole('link', { name: 'More ways to pay' });
    const href = new URL((await link.getAttribute('href')) ?? '', page.url());
    expect(href.pathname).toBe(defaultRoutes.paymentInstructions);
    expect(Object.fromEntries(href.searchParams)).toMatchObject({
      sessionId: 'demo',
      userId: 'u-demo',
      productId: 'p-100',
      orderId: 'o-174',
      region: '0',
    });
  });

  test("a server error code shows the server's message with customer service, not a retry", async ({
    page,
  }) => {
    await page.goto(codeUrl('o-174', '&__fault=code:7011:Repayment info is not ready'));
    await expect(page.getByText('Repayment info is not ready')).toBeVisible();
    // A retry cannot change the server's answer (issue 24): no Try again; a person is the way on.
    await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Contact customer service' })).toBeVisible();
  });

  test('a malformed answer shows the error page with a retry', async ({ page }) => {
    await page.goto(codeUrl('o-174', '&__fault=malformed'));
    await expect(
      page.getByText('The server sent an answer we could not read. Please try again.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  test('an unknown order shows the server message', async ({ page }) => {
    await page.goto(codeUrl('o-missing'));
    await expect(page.getByText('Order not found')).toBeVisible();
  });
});
