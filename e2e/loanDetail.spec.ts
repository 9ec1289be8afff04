import { defaultRoutes } from '@loan/core';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { bodyOf, faultOn, recordBridge, stubExternal } from './sandbox';

// Loan details v3 (issue 6 item 3) against the sandbox's orders: o-<status> for each status of spec 4,
// -delay with isDelay 1, o-170 with isScore 1, o-174 with cardNeedPop 1, o-180 with KindTipsMsg,
// o-110-withdraw with an h5Url, o-170-notice with reyMsg and telephone, -redirect with a playeduL.

const session = 'sessionId=demo&userId=u-demo';

function detailUrl(orderId: string, extra = '', path = defaultRoutes.loanDetail) {
  return `${path}?${session}&productId=p-100&orderId=${orderId}${extra}`;
}

/** The action buttons a status may show, by name (a repay action carries the amount due when known). */
const actionNames = /^(REPAY|Repayment|Rollover Repayment|Borrow Again)( ₱[\d.]+)?$/;

test.describe('loan details', () => {
  test('an incomplete link says which params are missing', async ({ page }) => {
    await page.goto(`${defaultRoutes.loanDetail}?${session}&productId=p-100`);
    await expect(page.getByRole('heading', { name: 'This link is incomplete' })).toBeVisible();
    await expect(page.getByText(/needs orderId/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  });

  test('shows the status icon, text and description, the product with its rows and the market', async ({
    page,
  }) => {
    await page.goto(detailUrl('o-200'));
    await expect(page).toHaveTitle('Loan details');
    await expect(page.getByRole('heading', { name: 'Repaid' })).toBeVisible();
    await expect(page.getByText('Thank you! Your loan is fully repaid.')).toBeVisible();
    await expect(page.locator('[data-icon]')).toHaveAttribute('data-icon', '200');
    const loan = page.getByRole('region', { name: 'Loan' });
    await expect(loan.getByRole('heading', { name: 'Bayanihan Cash' })).toBeVisible();
    await expect(loan.locator('img')).toHaveAttribute('width', '40');
    await expect(loan.getByRole('term')).toHaveText([
      'Loan amount',
      'Term',
      'Interest',
      'Service fee',
      'Due date',
    ]);
    // The server's ₱5,000.00 in the spec's money, as every amount of the page (detail-row-money.md).
    await expect(loan.getByRole('definition').first()).toHaveText('₱5000.00');
    await expect(page.getByRole('heading', { name: 'Recommended products' })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(3);
    await expect(page.getByRole('button', { name: 'Click to view more products' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('/toCeremony is the same screen, titled Order', async ({ page }) => {
    await page.goto(detailUrl('o-200', '', defaultRoutes.order));
    await expect(page).toHaveTitle('Order');
    await expect(page.getByRole('heading', { name: 'Repaid' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Borrow Again' })).toBeVisible();
  });

  test('21, 110 and 151 show their icon only; an unknown status shows the 200 icon', async ({ page }) => {
    for (const [orderId, icon, text] of [
      ['o-21', '21', 'Under review'],
      ['o-110', '110', 'Approved'],
      ['o-151', '151', 'Not approved'],
      ['o-999', '200', 'Processing'],
    ] as const) {
      await page.goto(detailUrl(orderId));
      await expect(page.getByRole('heading', { name: text })).toBeVisible();
      await expect(page.locator('[data-icon]')).toHaveAttribute('data-icon', icon);
      await expect(page.getByRole('button', { name: actionNames })).toHaveCount(0);
    }
  });

  test('174 and 180 with isDelay 1 show REPAY and the rollover; REPAY goes to repay with the query carried', async ({
    page,
  }) => {
    await page.goto(detailUrl('o-180-delay', '&appVersion=2.1'));
    await expect(page.getByText('Short of money?')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Rollover Repayment' })).toHaveAccessibleDescription(
      'Short of money?',
    );
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'REPAY ₱5384.30', exact: true }).click();
    await expect(page).toHaveURL(
      `${defaultRoutes.repay}?${session}&productId=p-100&orderId=o-180-delay&appVersion=2.1&product_id=p-100`,
    );
  });

  test("'Rollover Repayment' goes to the repay-delay path with the query carried", async ({ page }) => {
    await page.goto(detailUrl('o-174-delay'));
    await expect(page.getByRole('button', { name: 'REPAY ₱5227.50', exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Rollover Repayment' }).click();
    await expect(page).toHaveURL(
      `${defaultRoutes.repayDelay}?${session}&productId=p-100&orderId=o-174-delay&product_id=p-100`,
    );
  });

  test('170 shows one Repayment button, which goes to the repay path with the query carried', async ({
    page,
  }) => {
    await page.goto(detailUrl('o-170-plain'));
    await expect(page.getByRole('button', { name: actionNames })).toHaveText(['Repayment ₱5227.50']);
    await page.getByRole('button', { name: 'Repayment ₱5227.50', exact: true }).click();
    await expect(page).toHaveURL(
      `${defaultRoutes.repay}?${session}&productId=p-100&orderId=o-170-plain&product_id=p-100`,
    );
  });

  test('Borrow Again logs an event with moduleId 30, then opens the product detail', async ({ page }) => {
    const bridgeLog = await recordBridge(page);
    await page.goto(detailUrl('o-200'));
    const event = page.waitForRequest(/\/service\/event\/save/);
    await page.getByRole('button', { name: 'Borrow Again' }).click();
    expect(bodyOf(await event)).toEqual({ productId: 'p-100', moduleId: 30, positionId: '' });
    await expect.poll(bridgeLog).toEqual([
      {
        name: 'openPage',
        payload: { url: 'loanapp://productDetail?productId=p-100', title: 'Bayanihan Cash' },
      },
    ]);
  });

  test('a returned playeduL replaces the page', async ({ page }) => {
    await stubExternal(page);
    await page.goto(defaultRoutes.aboutUs);
    await page.goto(detailUrl('o-110-redirect'));
    await expect(page).toHaveURL('https://pay.sandbox.test/order/o-110');
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(defaultRoutes.aboutUs));
  });

  test('status 21 never follows its playeduL', async ({ page }) => {
    await stubExternal(page);
    await page.goto(detailUrl('o-21-redirect'));
    await expect(page.getByRole('heading', { name: 'Under review' })).toBeVisible();
    await page.waitForTimeout(300);
    await expect(page).toHaveURL(new RegExp(defaultRoutes.loanDetail));
  });

  test('an unsafe playeduL is refused', async ({ page }) => {
    await page.goto(detailUrl('o-unsafe'));
    await expect(page.getByRole('heading', { name: 'This link was not opened' })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(defaultRoutes.loanDetail));
  });

  test('an overdue order puts the amount due first, with the days overdue, and its repay action sticks to the bottom', async ({
    page,
  }) => {
    await page.goto(detailUrl('o-180-delay'));
    const status = page.locator('[data-status="180"]');
    await expect(status.getByRole('term')).toHaveText('Amount due');
    await expect(status.locator('[data-nowrap="amount"]')).toHaveText('₱5384.30');
    await expect(status.getByText('3 days overdue')).toBeVisible();
    const bar = page.getByRole('group', { name: 'Actions' });
    await expect(bar.getByRole('button', { name: 'REPAY ₱5384.30' })).toBeInViewport();
    // Sticky at the end of the content (docs/decisions/keyboard-and-text-size.md): at the top of the
    // long page it sits on the viewport's bottom edge.
    await expect(bar).toHaveCSS('position', 'sticky');
    const box = await bar.boundingBox();
    expect(box && Math.round(box.y + box.height)).toBe(page.viewportSize()?.height);
  });

  test('an order without an amount due in its answer shows no hero and a plain repay action', async ({
    page,
  }) => {
    await page.goto(detailUrl('o-170-notice'));
    await expect(page.getByRole('button', { name: 'Repayment', exact: true })).toBeVisible();
    await expect(page.getByText('Amount due')).toHaveCount(0);
    await expect(page.getByText(/overdue/)).toHaveCount(0);
  });

  test('the market is hidden while money is owed (170, 174, 180)', async ({ page }) => {
    for (const orderId of ['o-170-plain', 'o-174-delay', 'o-180-delay']) {
      await page.goto(detailUrl(orderId));
      await expect(page.getByRole('button', { name: /Repayment/ }).first()).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Recommended products' })).toHaveCount(0);
      await expect(page.getByRole('article')).toHaveCount(0);
    }
  });

  test('a product tap logs its event, then opens the product; a disabled card ignores taps', async ({
    page,
  }) => {
    const bridgeLog = await recordBridge(page);
    const events: Record<string, unknown>[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/service/event/save')) events.push(bodyOf(r));
    });
    await page.goto(detailUrl('o-151'));
    const disabled = page.getByRole('article').filter({ hasText: 'Tindahan Credit' });
    await disabled.getByRole('button', { name: 'Not available' }).click({ force: true });
    await disabled.getByText('For store owners.').click({ force: true });
    await page.getByRole('article').nth(1).getByRole('button', { name: 'Apply now' }).click();
    await expect.poll(() => events).toEqual([{ productId: 'p-202', moduleId: 30, positionId: 1 }]);
    await expect.poll(bridgeLog).toEqual([
      {
        name: 'openPage',
        payload: { url: 'loanapp://productDetail?productId=p-202', title: 'Sulit Loan' },
      },
    ]);
  });

  test("'Click to view more products' opens the app's home through the bridge", async ({ page }) => {
    const bridgeLog = await recordBridge(page);
    await page.goto(detailUrl('o-21'));
    await page.getByRole('button', { name: 'Click to view more products' }).click();
    await expect.poll(bridgeLog).toEqual([{ name: 'toHome', payload: {} }]);
  });

  test('the repayment notice (reyMsg) shows, and the call button dials through the bridge', async ({
    page,
  }) => {
    const bridgeLog = await recordBridge(page);
    await page.goto(detailUrl('o-170-notice'));
    await expect(page.getByRole('note')).toHaveText('Repay before 18:00 so your payment posts today.');
    await page.getByRole('button', { name: 'Call +63 2 8123 4567' }).click();
    await expect.poll(bridgeLog).toEqual([{ name: 'callPhone', payload: { phone: '+63281234567' } }]);
  });
});

test.describe('loan details dialogs', () => {
  test('the bank-card reminder (cardNeedPop 1) closes for good; 174 without isDelay shows one Repayment', async ({
    page,
  }) => {
    await page.goto(detailUrl('o-174'));
    const dialog = page.getByRole('dialog', { name: 'Bank card reminder' });
    await expect(dialog).toContainText('Please check that your account can receive money.');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Later' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: actionNames })).toHaveText(['Repayment ₱5227.50']);
    await page.waitForTimeout(300);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('the bank-card reminder leads to the bind-bank screen with source=loanDetail and the params', async ({
    page,
  }) => {
    await page.goto(detailUrl('o-174'));
    await page
      .getByRole('dialog', { name: 'Bank card reminder' })
      .getByRole('button', { name: 'Check card' })
      .click();
    await expect(page).toHaveURL(
      `${defaultRoutes.bindBank}?source=loanDetail&${session}&productId=p-100&orderId=o-174&product_id=p-100`,
    );
  });

  test("'Kind tips' shows until the borrower goes to repayment (session flag showBankTip)", async ({
    page,
  }) => {
    await page.goto(detailUrl('o-180'));
    const tips = page.getByRole('dialog', { name: 'Kind tips' });
    await expect(tips).toContainText('Use the pay code shown on the next page.');
    await tips.getByRole('button', { name: 'OK' }).click();
    await expect(tips).toBeHidden();
    await page.reload();
    await expect(tips).toBeVisible();
    await tips.getByRole('button', { name: 'OK' }).click();
    await page.getByRole('button', { name: 'Repayment ₱5384.30', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(defaultRoutes.repay));
    expect(await page.evaluate(() => sessionStorage.getItem('showBankTip'))).not.toBeNull();
    await page.goto(detailUrl('o-180'));
    await expect(page.getByRole('heading', { name: 'Overdue' })).toBeVisible();
    await page.waitForTimeout(300);
    await expect(tips).toHaveCount(0);
  });

  test("rating: submit with no star toasts 'Silakan pilih' and sends nothing", async ({ page }) => {
    let scores = 0;
    page.on('request', (r) => {
      if (r.url().includes('google-score')) scores++;
    });
    await page.goto(detailUrl('o-170'));
    const dialog = page.getByRole('dialog', { name: 'Please rate this service' });
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('alert')).toHaveText('Silakan pilih');
    await expect(dialog).toBeVisible();
    expect(scores).toBe(0);
  });

  test('rating: under 4 stars sends score 5, then shows the result dialog', async ({ page }) => {
    const bridgeLog = await recordBridge(page);
    await page.goto(detailUrl('o-170'));
    const dialog = page.getByRole('dialog', { name: 'Please rate this service' });
    await dialog.getByRole('radio', { name: '3 stars' }).check({ force: true });
    const score = page.waitForRequest(/google-score/);
    await dialog.getByRole('button', { name: 'Submit' }).click();
    expect(bodyOf(await score)).toEqual({ score: 5 });
    const result = page.getByRole('dialog', { name: 'Thank you for your feedback' });
    await expect(result).toBeVisible();
    await result.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(await bridgeLog()).toEqual([]);
  });

  test('rating: 4 or 5 stars send score 5, then open the native rate prompt', async ({ page }) => {
    const bridgeLog = await recordBridge(page);
    await page.goto(detailUrl('o-170'));
    const dialog = page.getByRole('dialog', { name: 'Please rate this service' });
    await dialog.getByRole('radio', { name: '4 stars' }).check({ force: true });
    const score = page.waitForRequest(/google-score/);
    await dialog.getByRole('button', { name: 'Submit' }).click();
    expect(bodyOf(await score)).toEqual({ score: 5 });
    await expect.poll(bridgeLog).toEqual([{ name: 'rateApp', payload: {} }]);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('rating: seven taps on Submit send one score', async ({ page }) => {
    const scores: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('google-score')) scores.push(r.url());
    });
    // A slow answer keeps the request in flight while the taps land.
    await faultOn(page, '**/google-score*', 'delay:800');
    await page.goto(detailUrl('o-170'));
    const dialog = page.getByRole('dialog', { name: 'Please rate this service' });
    await dialog.getByRole('radio', { name: '5 stars' }).check({ force: true });
    await dialog.getByRole('button', { name: 'Submit' }).evaluate((button: HTMLButtonElement) => {
      for (let i = 0; i < 7; i++) button.click();
    });
    await expect(dialog).toBeHidden();
    expect(scores).toHaveLength(1);
  });

  test("rating: a refused score shows the server's message and keeps the dialog", async ({ page }) => {
    await faultOn(page, '**/google-score*', 'code:7201:Rating is closed');
    await page.goto(detailUrl('o-170'));
    const dialog = page.getByRole('dialog', { name: 'Please rate this service' });
    await dialog.getByRole('radio', { name: '2 stars' }).check({ force: true });
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('alert')).toHaveText('Rating is closed');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('radio', { name: '2 stars' })).toBeChecked();
  });

  test('withdraw now (110 with an h5Url) follows the withdraw page', async ({ page }) => {
    await stubExternal(page);
    await page.goto(detailUrl('o-110-withdraw'));
    const dialog = page.getByRole('dialog', { name: 'Your money is ready' });
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Withdraw now' }).click();
    await expect(page).toHaveURL('https://pay.sandbox.test/withdraw/o-110');
  });

  test('withdraw now with inside 1 opens the withdraw page inside the app', async ({ page }) => {
    const bridgeLog = await recordBridge(page);
    await page.goto(detailUrl('o-110-withdraw-inside'));
    const dialog = page.getByRole('dialog', { name: 'Your money is ready' });
    await dialog.getByRole('button', { name: 'Withdraw now' }).click();
    await expect.poll(bridgeLog).toEqual([
      {
        name: 'openPage',
        payload: { url: 'https://pay.sandbox.test/withdraw/o-110', title: 'Bayanihan Cash' },
      },
    ]);
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(new RegExp(defaultRoutes.loanDetail));
  });
});

test.describe('loan details failures', () => {
  test("a server error code shows the server's message and customer service, never a retry that cannot change it", async ({
    page,
  }) => {
    await page.route('**/loan-details/loan-details*', (route) =>
      route.continue({
        headers: { ...route.request().headers(), 'x-sandbox-fault': 'code:7004:Order not found' },
      }),
    );
    await page.goto(detailUrl('o-200'));
    await expect(page.getByText('Order not found')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Borrow Again' })).toHaveCount(0);
    // Issue 24: the same request meets the same answer; a person can help.
    await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Contact customer service' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Customer service' })).toBeVisible();
    // The session rides along to customer service.
    expect(new URL(page.url()).searchParams.get('sessionId')).toBe('demo');
  });

  test('a lost connection reaches the error page, and retry recovers', async ({ page }) => {
    let down = true;
    await page.route('**/loan-details/loan-details*', (route) =>
      down ? route.abort('connectionreset') : route.continue(),
    );
    await page.goto(detailUrl('o-200'));
    await expect(page.getByRole('heading', { name: 'Connection problem' })).toBeVisible();
    down = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { name: 'Repaid' })).toBeVisible();
  });

  test('an unreadable recommended-product list never takes the order down: the order, its actions and the market frame stay', async ({
    page,
  }) => {
    // The products are a secondary field of the order's own answer (docs/decisions/loan-details.md).
    await page.route('**/loan-details/loan-details*', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data: Record<string, unknown> };
      await route.fulfill({
        response,
        json: { ...body, data: { ...body.data, recProducts: 'unavailable' } },
      });
    });
    await page.goto(detailUrl('o-200'));
    await expect(page.getByRole('heading', { name: 'Repaid' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Borrow Again' })).toBeVisible();
    // Issue 24 review: no "no products" line above a link to more products, only the link.
    await expect(page.getByRole('heading', { name: 'No products for you right now' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Click to view more products' })).toBeVisible();
    await expect(page.getByText('Something went wrong')).toHaveCount(0);
  });

  test('a malformed answer reaches the error page with a retry', async ({ page }) => {
    await page.goto(detailUrl('o-200', '&__fault=malformed'));
    await expect(
      page.getByText('The server sent an answer we could not read. Please try again.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});

// Issue 24 item 6, "where my loan stands": the seeded 170 order's steps and dates, on the sandbox's demo
// day (its due date 2026-12-20 is 3 days away), read as a borrower's screen reader meets them.
test.describe('loan details timeline', () => {
  test('shows where the loan stands, the due step current with its date and the days left', async ({
    page,
  }) => {
    await page.clock.setFixedTime(new Date('2026-12-17T10:00:00+08:00'));
    await page.goto(detailUrl('o-170-plain'));
    const timeline = page.getByRole('list', { name: 'Where your loan stands' });
    await expect(timeline.getByRole('listitem')).toHaveText([
      /^Applied, Done2026-09-18/,
      /^Approved, Done2026-09-19/,
      /^Paid out, Done2026-09-20/,
      /^Due2026-12-20Due in 3 days$/,
      /^Repaid, Not yet$/,
    ]);
    await expect(timeline.locator('[aria-current="step"]')).toHaveCount(1);
    await expect(timeline.getByRole('listitem').nth(3)).toHaveAttribute('aria-current', 'step');
    await expectNoAxeViolations(page);

    // A plan of instalments: the next unpaid one is the due date, with how many are paid.
    await page.goto(detailUrl('o-170-plan'));
    const due = page.getByRole('list', { name: 'Where your loan stands' }).getByRole('listitem').nth(3);
    await expect(due).toHaveText('Due2026-12-20Due in 3 days2 of 4 paid');
  });
});
