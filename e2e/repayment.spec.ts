import { defaultRoutes, message, specCatalogue } from '@loan/core';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { countRequests, withoutField } from './money';
import { bodyOf, stubExternal } from './sandbox';

// Repayment and bank screens (issue 7) against the sandbox. The default brand shows the spec's
// catalogue, so the messages are the spec's literal strings.
const t = (key: Parameters<typeof message>[1]) => message(specCatalogue, key);

/** A fresh order id per test: the sandbox remembers confirmed payments (800005) for the whole run. */
let seq = 0;
const freshOrder = () => `o-card-${Date.now().toString(36)}-${++seq}`;

const session = 'sessionId=demo&userId=u-demo';

function cardRepayUrl(orderId: string, extra = '') {
  return `${defaultRoutes.cardRepay}?${session}&productId=p-100&orderId=${orderId}&withholdingAmount=522750${extra}`;
}

test.describe('bank-card repayment', () => {
  test('an incomplete link says which params are missing', async ({ page }) => {
    await page.goto(`${defaultRoutes.cardRepay}?${session}&productId=p-100`);
    await expect(page.getByRole('heading', { name: 'This link is incomplete' })).toBeVisible();
    await expect(page.getByText(/needs orderId/)).toBeVisible();
  });

  test('lists the cards as a radio group with the amount, and Pay needs a chosen card', async ({ page }) => {
    await page.goto(cardRepayUrl(freshOrder()));
    await expect(page).toHaveTitle('Bank card repayment');
    await expect(page.getByRole('region', { name: 'Amount to repay' }).getByText('₱5227.50')).toBeVisible();
    const group = page.getByRole('radiogroup', { name: 'Pay with bank card' });
    await expect(group.getByRole('radio')).toHaveCount(2);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Pay ₱5227.50', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText(t('repay.chooseCard'));
  });

  test('takes the amount from the order when the link does not carry it', async ({ page }) => {
    await page.goto(`${defaultRoutes.cardRepay}?${session}&productId=p-100&orderId=o-174`);
    await expect(page.getByRole('region', { name: 'Amount to repay' }).getByText('₱5227.50')).toBeVisible();
  });

  test("shows the order's due date, each card's bank tile and what happens after Pay", async ({ page }) => {
    await page.goto(`${defaultRoutes.cardRepay}?${session}&productId=p-100&orderId=o-174`);
    const hero = page.getByRole('region', { name: 'Amount to repay' });
    await expect(hero.getByText('2026-12-20')).toBeVisible();
    // No logo from the server: an initials tile per card, never a blank square.
    await expect(
      page.getByRole('radiogroup', { name: 'Pay with bank card' }).locator('svg text'),
    ).not.toHaveCount(0);
    const steps = page.getByRole('region', { name: 'What happens after you pay' });
    await expect(steps.getByRole('listitem')).toHaveCount(3);
    await expectNoAxeViolations(page);
  });

  test('without an amount in the link or the order, Pay and Pay online are disabled with a message and send nothing', async ({
    page,
  }) => {
    await withoutField(page, '**/loan-play-detail*', ['data', 'repayAmount']);
    const commits = countRequests(page, 'repayment-commit');
    const redirects = countRequests(page, 'repayment-huichao');
    await page.goto(`${defaultRoutes.cardRepay}?${session}&productId=p-100&orderId=o-174`);
    await expect(page.getByText(t('money.amountUnknown'))).toBeVisible();
    await expect(page.getByRole('region', { name: 'Amount to repay' })).not.toContainText(/undefined|NaN|₱/);
    await page.getByRole('radio', { name: /BPI/ }).check();
    const pay = page.getByRole('button', { name: 'Pay', exact: true });
    await expect(pay).toHaveAttribute('aria-disabled', 'true');
    await expect(pay).toHaveAccessibleDescription(t('money.amountUnknown'));
    // Playwright waits for an aria-disabled button to enable; force presses it as a borrower would.
    await pay.click({ force: true });
    await page.getByRole('button', { name: 'Pay online' }).click({ force: true });
    await expectNoAxeViolations(page);
    expect(commits()).toBe(0);
    expect(redirects()).toBe(0);
  });

  test('a card that completes at once goes to the borrow detail page with the query carried', async ({
    page,
  }) => {
    const orderId = freshOrder();
    await page.goto(cardRepayUrl(orderId));
    await page.getByRole('radio', { name: /BPI/ }).check();
    const commit = page.waitForRequest(/repayment-commit/);
    await page.getByRole('button', { name: 'Pay ₱5227.50', exact: true }).click();
    const body = bodyOf(await commit);
    expect(body).toMatchObject({
      amount: '522750',
      bankName: 'BPI',
      cardId: 'c-2',
      cardNo: '**** **** **** 5678',
      orderId,
      repayToken: `rt-${orderId}`,
      bankCode: 'BPI',
      sendMsg: 0,
    });
    await expect(page).toHaveURL(new RegExp(`${defaultRoutes.loanDetail}\\?.*orderId=${orderId}.*`));
    expect(new URL(page.url()).searchParams.get('sessionId')).toBe('demo');
  });

  test('a card that needs SMS opens the code step with a 60 s countdown; the right code goes on', async ({
    page,
  }) => {
    const orderId = freshOrder();
    await page.goto(cardRepayUrl(orderId));
    await page.getByRole('radio', { name: /BDO/ }).check();
    await page.getByRole('button', { name: 'Pay ₱5227.50', exact: true }).click();
    const sheet = page.getByRole('dialog', { name: 'Enter the SMS code' });
    await expect(sheet).toBeVisible();
    await expect(sheet.getByRole('button', { name: /^Resend in (60|59)s$/ })).toBeVisible();
    await expectNoAxeViolations(page);
    const confirm = page.waitForRequest(/repayment-confirm/);
    await sheet.getByLabel('SMS code').fill('123456');
    await sheet.getByRole('button', { name: 'Confirm' }).click();
    expect(bodyOf(await confirm)).toEqual({
      orderId,
      verifyCode: '123456',
      repaymentRecordId: `r-${orderId}-c-1`,
    });
    await expect(page).toHaveURL(new RegExp(`${defaultRoutes.loanDetail}\\?.*orderId=${orderId}`));
  });

  test('Confirm needs 6 characters and sends nothing before', async ({ page }) => {
    await page.goto(cardRepayUrl(freshOrder()));
    await page.getByRole('radio', { name: /BDO/ }).check();
    await page.getByRole('button', { name: 'Pay ₱5227.50', exact: true }).click();
    const sheet = page.getByRole('dialog', { name: 'Enter the SMS code' });
    let confirms = 0;
    page.on('request', (r) => {
      if (r.url().includes('repayment-confirm')) confirms++;
    });
    await sheet.getByLabel('SMS code').fill('12345');
    await sheet.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('alert')).toHaveText(t('repay.wrongCode'));
    expect(confirms).toBe(0);
  });

  test('a wrong code (800006) says so and keeps the code typed', async ({ page }) => {
    await page.goto(cardRepayUrl(freshOrder()));
    await page.getByRole('radio', { name: /BDO/ }).check();
    await page.getByRole('button', { name: 'Pay ₱5227.50', exact: true }).click();
    const sheet = page.getByRole('dialog', { name: 'Enter the SMS code' });
    await sheet.getByLabel('SMS code').fill('111111');
    await sheet.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('alert')).toHaveText(t('repay.verificationWrong'));
    await expect(sheet.getByLabel('SMS code')).toHaveValue('111111');
    await expect(page).toHaveURL(/\/cardRepayment/);
  });

  test('paying twice for the same order (800005) says not to submit twice', async ({ page }) => {
    const orderId = freshOrder();
    await page.goto(cardRepayUrl(orderId));
    await page.getByRole('radio', { name: /BPI/ }).check();
    await page.getByRole('button', { name: 'Pay ₱5227.50', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(defaultRoutes.loanDetail));
    await page.goto(cardRepayUrl(orderId));
    await page.getByRole('radio', { name: /BPI/ }).check();
    await page.getByRole('button', { name: 'Pay ₱5227.50', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText(t('repay.duplicatePayment'));
    await expect(page.getByRole('radio', { name: /BPI/ })).toBeChecked();
  });

  test('a network failure on Pay says error and keeps the choice', async ({ page }) => {
    await page.route('**/repayment-commit*', (route) => route.abort('connectionreset'));
    await page.goto(cardRepayUrl(freshOrder()));
    await page.getByRole('radio', { name: /BPI/ }).check();
    await page.getByRole('button', { name: 'Pay ₱5227.50', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText(t('common.networkError'));
    await expect(page.getByRole('radio', { name: /BPI/ })).toBeChecked();
  });

  test('Resend commits again with sendMsg 1 once the countdown ends', async ({ page }) => {
    await page.clock.install();
    await page.goto(cardRepayUrl(freshOrder()));
    await page.getByRole('radio', { name: /BDO/ }).check();
    await page.getByRole('button', { name: 'Pay ₱5227.50', exact: true }).click();
    const sheet = page.getByRole('dialog', { name: 'Enter the SMS code' });
    await expect(sheet.getByRole('button', { name: 'Resend in 60s' })).toBeVisible();
    await page.clock.runFor(61_000);
    const resend = page.waitForRequest(/repayment-commit/);
    await sheet.getByRole('button', { name: 'Resend' }).click();
    expect(bodyOf(await resend)).toMatchObject({ cardId: 'c-1', sendMsg: 1 });
    await expect(sheet.getByRole('button', { name: 'Resend in 60s' })).toBeVisible();
  });

  test('Cancel closes the step and resets the timer to 60', async ({ page }) => {
    // Time stands still but for runFor: on a loaded machine real seconds would pass between steps.
    await page.clock.install({ time: new Date('2026-01-05T09:00:00Z') });
    await page.clock.pauseAt(new Date('2026-01-05T09:00:01Z'));
    await page.goto(cardRepayUrl(freshOrder()));
    await page.getByRole('radio', { name: /BDO/ }).check();
    await page.getByRole('button', { name: 'Pay ₱5227.50', exact: true }).click();
    const sheet = page.getByRole('dialog', { name: 'Enter the SMS code' });
    // The countdown starts when the code was sent: let the step open before time moves on.
    await expect(sheet.getByRole('button', { name: 'Resend in 60s' })).toBeVisible();
    await page.clock.runFor(10_000);
    await expect(sheet.getByRole('button', { name: 'Resend in 50s' })).toBeVisible();
    await sheet.getByRole('button', { name: 'Cancel' }).click();
    await expect(sheet).toBeHidden();
    await page.getByRole('button', { name: 'Pay ₱5227.50', exact: true }).click();
    await expect(sheet.getByRole('button', { name: 'Resend in 60s' })).toBeVisible();
  });

  test('seven taps on Pay send one commit', async ({ page }) => {
    const commits: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('repayment-commit')) commits.push(r.url());
    });
    // Slow answers keep the commit in flight while the taps land.
    await page.goto(cardRepayUrl(freshOrder(), '&__fault=delay:800'));
    await page.getByRole('radio', { name: /BPI/ }).check();
    await page
      .getByRole('button', { name: 'Pay ₱5227.50', exact: true })
      .evaluate((button: HTMLButtonElement) => {
        for (let i = 0; i < 7; i++) button.click();
      });
    await expect(page).toHaveURL(new RegExp(defaultRoutes.loanDetail));
    expect(commits).toHaveLength(1);
  });

  test('a card-list failure with an empty message says failed to query card list', async ({ page }) => {
    await page.goto(cardRepayUrl('o-nocards'));
    await expect(page.getByRole('heading', { name: t('repay.cardListFailed') })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Pay ₱/ })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test("a card-list failure shows the server's message", async ({ page }) => {
    await page.goto(cardRepayUrl(freshOrder(), '&__fault=code:5001:Card%20service%20is%20busy'));
    await expect(page.getByRole('heading', { name: 'Card service is busy' })).toBeVisible();
  });

  test('an HTTP 500 on the card list falls back to failed to query card list, and retry recovers', async ({
    page,
  }) => {
    let fail = true;
    await page.route('**/repayment-way*', (route) =>
      fail ? route.fulfill({ status: 500, body: 'oops' }) : route.continue(),
    );
    await page.goto(cardRepayUrl(freshOrder()));
    await expect(page.getByRole('heading', { name: t('repay.cardListFailed') })).toBeVisible();
    fail = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('radiogroup', { name: 'Pay with bank card' })).toBeVisible();
  });

  test('a malformed answer for the order shows the error page with a retry', async ({ page }) => {
    await page.goto(`${defaultRoutes.cardRepay}?${session}&productId=p-100&orderId=o-174&__fault=malformed`);
    await expect(
      page.getByText('The server sent an answer we could not read. Please try again.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  test('the alipay-style button follows the repayment-huichao url', async ({ page }) => {
    await stubExternal(page);
    const orderId = freshOrder();
    await page.goto(cardRepayUrl(orderId));
    const huichao = page.waitForRequest(/repayment-huichao/);
    await page.getByRole('button', { name: 'Pay online' }).click();
    expect(bodyOf(await huichao)).toEqual({ userId: 'u-demo', orderId, amount: '522750' });
    await expect(page).toHaveURL(`https://pay.sandbox.test/huichao?order=${orderId}&amount=522750`);
    await expect(page.getByRole('heading', { name: 'External pay page' })).toBeVisible();
  });

  test('an unsafe alipay-style url is refused and the page stays', async ({ page }) => {
    await page.route('**/repayment-huichao*', (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({ code: '00', message: '', data: { url: 'javascript:alert(1)' } }),
      }),
    );
    await page.goto(cardRepayUrl(freshOrder()));
    await page.getByRole('button', { name: 'Pay online' }).click();
    await expect(page.getByRole('alert')).not.toBeEmpty();
    await expect(page).toHaveURL(/\/cardRepayment/);
  });
});
