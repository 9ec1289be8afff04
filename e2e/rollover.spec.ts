import { defaultRoutes, message, specCatalogue } from '@loan/core';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { countRequests, withoutField } from './money';
import { bodyOf, recordBridge, stubExternal } from './sandbox';

// The joint login failure page (issue 6 item 4) and the rollover repayment (issue 7 item 3) against
// the sandbox, whose recommended products are p-201, p-202 (tagged) and p-203 (enabled '0').

const session = 'sessionId=demo&userId=u-demo';

function failUrl(extra = '') {
  return `${defaultRoutes.jointLoginFail}?${session}&productId=p-100${extra}`;
}

function delayUrl(extra = '') {
  return `${defaultRoutes.repayDelay}?${session}&productId=p-100&orderId=o-174-delay${extra}`;
}

test.describe('joint login failure', () => {
  test('shows the notice, the error message and the recommended products', async ({ page }) => {
    await page.goto(failUrl('&notice=Login%20failed&errorMsg=Your%20account%20is%20linked%20elsewhere'));
    await expect(page).toHaveTitle('Notice');
    await expect(page.getByRole('heading', { name: 'Login failed' })).toBeVisible();
    await expect(page.getByText('Your account is linked elsewhere')).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(3);
    await expect(page.getByRole('heading', { name: 'Kaagapay Cash' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('shows its own notice when the link carries none', async ({ page }) => {
    await page.goto(failUrl());
    await expect(
      page.getByRole('heading', { name: 'We could not sign you in to this product.' }),
    ).toBeVisible();
  });

  test('server text is shown as text, never as HTML', async ({ page }) => {
    const markup = '<img src=x onerror=alert(1)>';
    await page.goto(failUrl(`&errorMsg=${encodeURIComponent(markup)}`));
    await expect(page.getByText(markup)).toBeVisible();
    await expect(page.locator('main img[src="x"]')).toHaveCount(0);
  });

  test('only the first two products show their tags', async ({ page }) => {
    await page.goto(failUrl());
    const cards = page.getByRole('article');
    await expect(cards.nth(0).getByRole('list', { name: 'Tags' })).toContainText('Fast approval');
    await expect(cards.nth(1).getByRole('list', { name: 'Tags' })).toContainText('First loan');
    await expect(cards.nth(2).getByRole('list', { name: 'Tags' })).toHaveCount(0);
    await expect(page.getByText('Business')).toHaveCount(0);
  });

  test('a tap logs an event with moduleId 18, then opens the product through the bridge', async ({
    page,
  }) => {
    const bridgeLog = await recordBridge(page);
    await page.goto(failUrl());
    const event = page.waitForRequest(/\/service\/event\/save/);
    await page.getByRole('article').nth(1).getByRole('button', { name: 'Apply now' }).click();
    expect(bodyOf(await event)).toEqual({ productId: 'p-202', moduleId: 18, positionId: 1 });
    await expect.poll(bridgeLog).toEqual([
      {
        name: 'openPage',
        payload: { url: 'loanapp://productDetail?productId=p-202', title: 'Sulit Loan' },
      },
    ]);
    await expect(page).toHaveURL(new RegExp(defaultRoutes.jointLoginFail));
  });

  test("a card whose enabled flag is '0' ignores taps: no event, no page", async ({ page }) => {
    const bridgeLog = await recordBridge(page);
    let events = 0;
    page.on('request', (r) => {
      if (r.url().includes('/service/event/save')) events++;
    });
    await page.goto(failUrl());
    const card = page.getByRole('article').filter({ hasText: 'Tindahan Credit' });
    await expect(card).toHaveAttribute('data-state', 'disabled');
    await card.getByRole('button', { name: 'Not available' }).click({ force: true });
    await card.getByText('For store owners.').click({ force: true });
    await page.waitForTimeout(300);
    expect(events).toBe(0);
    expect(await bridgeLog()).toEqual([]);
  });

  test("a server error code shows the server's message and keeps the notice; customer service, not a retry", async ({
    page,
  }) => {
    await page.goto(failUrl('&__fault=code:9001:Products%20are%20resting'));
    await expect(page.getByText('Products are resting')).toBeVisible();
    await expect(
      page.getByRole('heading', { name: 'We could not sign you in to this product.' }),
    ).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(0);
    // A retry cannot change the server's answer (issue 24): no Try again; a person is the way on.
    await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Contact customer service' })).toBeVisible();
  });

  test('a product list the server failed to answer loads again on retry', async ({ page }) => {
    let fault = true;
    await page.route('**/gopia/goya/recommend*', (route) => {
      if (!fault) return route.continue();
      const url = new URL(route.request().url());
      // An HTTP 500 may pass on a new try (a business code would not: no retry then, issue 24).
      url.searchParams.set('__fault', '500');
      return route.continue({ url: url.toString() });
    });
    await page.goto(failUrl());
    await expect(page.getByText(/The server had a problem/)).toBeVisible();
    fault = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('article')).toHaveCount(3);
  });

  test('a malformed answer reaches the error page with a retry', async ({ page }) => {
    await page.goto(failUrl('&__fault=malformed'));
    await expect(
      page.getByText('The server sent an answer we could not read. Please try again.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});

test.describe('rollover repayment', () => {
  test('an incomplete link says which params are missing', async ({ page }) => {
    await page.goto(`${defaultRoutes.repayDelay}?${session}&productId=p-100`);
    await expect(page.getByRole('heading', { name: 'This link is incomplete' })).toBeVisible();
    await expect(page.getByText(/needs orderId/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  });

  test('shows the title, the delay amount, the next payment date and the plan list', async ({ page }) => {
    await page.goto(delayUrl());
    await expect(page).toHaveTitle('Rollover repayment');
    await expect(page.getByRole('heading', { name: 'Extend your loan by 7 days' })).toBeVisible();
    await expect(page.locator('dd').filter({ hasText: '₱450.00' })).toBeVisible();
    await expect(page.locator('dd').filter({ hasText: '2026-12-20' })).toBeVisible();
    await expect(page.getByText('Next payment date')).toBeVisible();
    await expect(page.getByText('Bayanihan Cash')).toBeVisible();
    const plan = page
      .locator('section')
      .filter({ has: page.getByRole('heading', { name: 'Repayment plan' }) });
    const rows = plan.getByRole('listitem');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0)).toContainText('7-day extension');
    await expect(rows.nth(0)).toContainText('Extension fee');
    await expect(rows.nth(0)).toContainText('₱450.00');
    await expect(rows.nth(0)).toContainText('2026-12-27');
    await expect(rows.nth(1)).toContainText('₱5227.50');
    await expectNoAxeViolations(page);
  });

  test('pays with isDelay=1 and follows the returned pay URL', async ({ page }) => {
    await stubExternal(page);
    await page.goto(delayUrl());
    await page.getByRole('button', { name: 'Payment Method' }).click();
    const sheet = page.getByRole('dialog', { name: 'Payment Method' });
    await sheet.getByRole('radio', { name: 'Maya' }).check();
    await expectNoAxeViolations(page);
    const vcode = page.waitForRequest(/generate-vcode/);
    await sheet.getByRole('button', { name: 'Confirm' }).click();
    expect(bodyOf(await vcode)).toEqual({
      productId: 'p-100',
      orderId: 'o-174-delay',
      amount: 45000,
      channelNumber: 90007,
      isDelay: 1,
    });
    await expect(page).toHaveURL('https://pay.sandbox.test/pay?channel=90007&amount=45000&rollover=1');
    await expect(page.getByRole('heading', { name: 'External pay page' })).toBeVisible();
  });

  test('without the rollover offer in the answer, paying is disabled with a message and sends nothing', async ({
    page,
  }) => {
    // A lender that has no rollover offer for the order leaves delayInfo out, amount and all.
    await withoutField(page, '**/domestic/villages*', ['data', 'delayInfo']);
    const vcodes = countRequests(page, 'generate-vcode');
    await page.goto(delayUrl());
    await expect(page.getByText('Next payment date')).toBeVisible();
    await expect(page.getByText(message(specCatalogue, 'money.amountUnknown'))).toBeVisible();
    await expect(page.getByText(/undefined|NaN/)).toHaveCount(0);
    const method = page.getByRole('button', { name: 'Payment Method' });
    await expect(method).toHaveAttribute('aria-disabled', 'true');
    await expect(method).toHaveAccessibleDescription(message(specCatalogue, 'money.amountUnknown'));
    // Playwright waits for an aria-disabled button to enable; force presses it as a borrower would.
    await method.click({ force: true });
    await expect(page.getByRole('dialog', { name: 'Payment Method' })).toHaveCount(0);
    await expectNoAxeViolations(page);
    expect(vcodes()).toBe(0);
  });

  test('an unsafe pay URL is refused and the page stays', async ({ page }) => {
    await page.route('**/generate-vcode*', (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({ success: true, message: '', data: { payUrl: 'javascript:alert(1)' } }),
      }),
    );
    await page.goto(delayUrl());
    await page.getByRole('button', { name: 'Payment Method' }).click();
    const sheet = page.getByRole('dialog', { name: 'Payment Method' });
    await sheet.getByRole('radio', { name: 'GCash' }).check();
    await sheet.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('alert')).not.toBeEmpty();
    await expect(page).toHaveURL(new RegExp(defaultRoutes.repayDelay));
    await expect(page.getByRole('button', { name: 'Payment Method' })).toBeEnabled();
  });

  test('seven taps on Confirm send one payment request', async ({ page }) => {
    await stubExternal(page);
    const requests: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('generate-vcode')) requests.push(r.url());
    });
    // Slow answers keep the request in flight while the taps land.
    await page.goto(delayUrl('&__fault=delay:800'));
    await page.getByRole('button', { name: 'Payment Method' }).click();
    const sheet = page.getByRole('dialog', { name: 'Payment Method' });
    await sheet.getByRole('radio', { name: 'GCash' }).check();
    await sheet.getByRole('button', { name: 'Confirm' }).evaluate((button: HTMLButtonElement) => {
      for (let i = 0; i < 7; i++) button.click();
    });
    await expect(page).toHaveURL(/pay\.sandbox\.test\/pay\?channel=90006/);
    expect(requests).toHaveLength(1);
  });

  test("a payment refused with a server code shows the server's message and keeps the page", async ({
    page,
  }) => {
    await page.route('**/generate-vcode*', (route) => {
      const url = new URL(route.request().url());
      url.searchParams.set('__fault', 'code:7101:Rollover is not available today');
      return route.continue({ url: url.toString() });
    });
    await page.goto(delayUrl());
    await page.getByRole('button', { name: 'Payment Method' }).click();
    const sheet = page.getByRole('dialog', { name: 'Payment Method' });
    await sheet.getByRole('radio', { name: 'GCash' }).check();
    await sheet.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('alert')).toHaveText('Rollover is not available today');
    await expect(page).toHaveURL(new RegExp(defaultRoutes.repayDelay));
  });

  test("a server error code on the info shows the server's message with customer service, not a retry", async ({
    page,
  }) => {
    await page.goto(delayUrl('&__fault=code:7004:Order%20not%20found'));
    await expect(page.getByText('Order not found')).toBeVisible();
    // A retry cannot change the server's answer (issue 24): no Try again; a person is the way on.
    await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Contact customer service' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Payment Method' })).toHaveCount(0);
  });

  test('a lost connection reaches the error page, and retry recovers', async ({ page }) => {
    let hang = true;
    await page.route('**/domestic/villages*', (route) =>
      hang ? route.abort('connectionreset') : route.continue(),
    );
    await page.goto(delayUrl());
    await expect(page.getByRole('heading', { name: 'Connection problem' })).toBeVisible();
    hang = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { name: 'Extend your loan by 7 days' })).toBeVisible();
  });

  test('a malformed answer reaches the error page with a retry', async ({ page }) => {
    await page.goto(delayUrl('&__fault=malformed'));
    await expect(
      page.getByText('The server sent an answer we could not read. Please try again.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
