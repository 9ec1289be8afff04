import { defaultRoutes } from '@loan/core';
import { expect, expectNoAxeViolations, test } from './fixtures';

const session = 'sessionId=demo&userId=u-demo&appName=loan';
const startUrl = (extra = '') => `${defaultRoutes.complaint}?${session}${extra}`;

test.describe('complaint start', () => {
  test('shows the order, My complaints and the question types', async ({ page, consoleErrors }) => {
    await page.goto(startUrl('&orderId=o-174'));
    await expect(page).toHaveTitle('Complaint');
    const order = page.getByRole('region', { name: 'Order' });
    await expect(order).toContainText('Bayanihan Cash');
    // The server's ₱5,000.00 in the spec's money, as every amount of the product (detail-row-money.md).
    await expect(order).toContainText('₱5000.00');
    await expect(order).not.toContainText('₱5,000.00');
    const mine = page.getByRole('link', { name: 'My complaints' });
    await expect(mine).toHaveAttribute('href', /^\/complaintList\?.*sessionId=demo/);
    await expect(page.getByRole('heading', { name: 'Select question type' })).toBeVisible();
    for (const name of ['Collection', 'Repayment', 'Loan application', 'Other'])
      await expect(page.getByRole('button', { name, exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    expect(consoleErrors).toEqual([]);
  });

  test("'All' switches the order and the block follows", async ({ page }) => {
    await page.goto(startUrl('&orderId=o-174'));
    await page.getByRole('button', { name: 'All' }).click();
    const sheet = page.getByRole('dialog', { name: 'All' });
    await sheet.getByRole('radio', { name: /Sulit Loan/ }).check();
    await sheet.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('region', { name: 'Order' })).toContainText('Sulit Loan');
    await expect(page.getByRole('region', { name: 'Order' })).toContainText('₱2000.00');
  });

  test('a type other than collection goes to the next page with problemType, orderNo and the common params', async ({
    page,
  }) => {
    await page.goto(startUrl('&orderId=o-174'));
    await page.getByRole('button', { name: 'Repayment', exact: true }).click();
    await expect(page).toHaveURL(/\/complainPageNext\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get('problemType')).toBe('2');
    expect(url.searchParams.get('orderNo')).toBe('o-174');
    expect(url.searchParams.get('problemSonType')).toBeNull();
    expect(url.searchParams.get('sessionId')).toBe('demo');
    expect(url.searchParams.get('appName')).toBe('loan');
  });

  test('collection on an order that allows it opens the sub-types; a sub-type goes on with problemSonType', async ({
    page,
  }) => {
    await page.goto(startUrl('&orderId=o-174'));
    await page.getByRole('button', { name: 'Collection', exact: true }).click();
    const sheet = page.getByRole('dialog', { name: 'Select question type' });
    await sheet.getByRole('radio', { name: 'Too many calls' }).check();
    await expectNoAxeViolations(page);
    await sheet.getByRole('button', { name: 'Confirm' }).click();
    await expect(page).toHaveURL(/\/complainPageNext\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get('problemType')).toBe('1');
    expect(url.searchParams.get('problemSonType')).toBe('13');
    expect(url.searchParams.get('orderNo')).toBe('o-174');
  });

  test("collection on an order with isShow 0 toasts the spec's message and stays", async ({ page }) => {
    await page.goto(startUrl('&orderId=o-170'));
    await expect(page.getByRole('region', { name: 'Order' })).toContainText('Sulit Loan');
    await page.getByRole('button', { name: 'Collection', exact: true }).click();
    await expect(
      page.getByText('El pedido seleccionado no admite el envío de tipo de colección'),
    ).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Select question type' })).toHaveCount(0);
    await expect(page).toHaveURL(/\/dissatisfiedAnd\?/);
  });

  test('without order detail or orders the order block is hidden', async ({ page }) => {
    await page.goto(startUrl('&orderId=none'));
    await expect(page.getByRole('heading', { name: 'Select question type' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Order' })).toHaveCount(0);
  });

  test('an incomplete link says which params are missing', async ({ page }) => {
    await page.goto(defaultRoutes.complaint);
    await expect(page.getByRole('heading', { name: 'This link is incomplete' })).toBeVisible();
    await expect(page.getByText(/needs sessionId/)).toBeVisible();
  });

  test("a server error code shows the server's message with customer service, not a retry", async ({
    page,
  }) => {
    // Code 401 would be the session expiring (docs/decisions/session-expiry.md); any other code is the server's word.
    await page.goto(startUrl('&__fault=code:7001:The lender is resting'));
    await expect(page.getByText('The lender is resting')).toBeVisible();
    // A retry cannot change the server's answer (issue 24): no Try again; a person is the way on.
    await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Contact customer service' })).toBeVisible();
  });

  test('a malformed answer shows the error page with a retry', async ({ page }) => {
    await page.goto(startUrl('&__fault=malformed'));
    await expect(
      page.getByText('The server sent an answer we could not read. Please try again.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
