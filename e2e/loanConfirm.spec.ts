import { defaultRoutes, message, specCatalogue } from '@loan/core';
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { countRequests } from './money';
import { bodyOf, faultOn, recordBridge } from './sandbox';

const session = 'sessionId=demo&userId=u-demo';
const confirmUrl = (extra = '') => `${defaultRoutes.loanConfirm}?${session}&productId=p-100${extra}`;

/** The names of the bridge messages the page sent. */
async function bridgeNames(page: Page) {
  const log = await recordBridge(page);
  return async () => (await log()).map((message) => message.name);
}

test.describe('loan confirm v3', () => {
  test('shows the amount, product, term, rate, details, plan and the checked agreements', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto(confirmUrl());
    await expect(page).toHaveTitle('Confirm loan');
    const main = page.getByRole('main');
    // Exact: the cost sentence beside Next names the amount too.
    await expect(main.getByText('₱5000.00', { exact: true })).toBeVisible();
    // The answer's own figures: receiveAmount the hero, the plan summed, the cost between them.
    const figure = (label: string) => main.locator('dt', { hasText: label }).locator('+ dd');
    await expect(figure('You receive')).toHaveText('₱4850.00');
    await expect(figure('You repay')).toHaveText('₱5227.50');
    await expect(figure('Total cost of the loan')).toHaveText('₱377.50');
    // The spec's product is no market with a key fact statement, nor does it name trust facts.
    await expect(main.getByRole('heading', { name: 'Key fact statement' })).toHaveCount(0);
    await expect(main.getByRole('heading', { name: 'Registration and licence' })).toHaveCount(0);
    await expect(main.getByText('Bayanihan Cash')).toBeVisible();
    await expect(main.getByText('91 days')).toBeVisible();
    await expect(main.getByText('Daily interest 0.05%')).toBeVisible();
    // The server's Service fee row is stated by the cost bar's Fees (its amount once on the page,
    // docs/decisions/loan-confirm.md); the bar's legend names it.
    await expect(main.getByRole('list', { name: 'What the loan costs' })).toContainText('₱150.00');
    await expect(main.getByText('Period 1')).toBeVisible();
    await expect(main.getByRole('checkbox')).toBeChecked();
    await expect(main.getByRole('button', { name: 'Loan Agreement' })).toBeVisible();
    await expectNoAxeViolations(page);
    expect(consoleErrors).toEqual([]);
  });

  test('without agreements the block is hidden', async ({ page }) => {
    await page.goto(`${defaultRoutes.loanConfirm}?${session}&productId=p-200`);
    await expect(page.getByText('Sulit Loan')).toBeVisible();
    await expect(page.getByRole('checkbox')).toHaveCount(0);
  });

  test('a failed agreement list is its own block with a retry: the loan shows, Next waits for the agreements', async ({
    page,
  }) => {
    const agreementList = /\/v3\/contract\/contract(\?|$)/;
    await page.route(agreementList, (route) =>
      route.continue({ headers: { ...route.request().headers(), 'x-sandbox-fault': '500' } }),
    );
    const pushes = countRequests(page, 'loan-detail-push');
    const loans = countRequests(page, 'loan-detail-confirm');
    await page.goto(confirmUrl());
    const main = page.getByRole('main');
    await expect(main.getByText('₱5000.00', { exact: true })).toBeVisible();
    await expect(main.getByText('Period 1')).toBeVisible();
    const block = main.getByRole('region', { name: 'Agreements' });
    await expect(block.getByText(message(specCatalogue, 'loanConfirm.agreementsFailed'))).toBeVisible();
    const next = page.getByRole('button', { name: 'Next' });
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    // Why it waits, then what the loan costs (the sentence beside it).
    await expect(next).toHaveAccessibleDescription(
      `${message(specCatalogue, 'loanConfirm.agreementsFailed')} You borrow ₱5000.00 and repay ₱5227.50 in total.`,
    );
    await next.click({ force: true });
    await expectNoAxeViolations(page);
    expect(pushes()).toBe(0);
    await page.unroute(agreementList);
    await block.getByRole('button', { name: 'Try again' }).click();
    await expect(main.getByRole('button', { name: 'Loan Agreement' })).toBeVisible();
    await expect(main.getByRole('checkbox')).toBeChecked();
    await expect(next).not.toHaveAttribute('aria-disabled');
    // Only the agreements were asked again: the loan on screen stays as it was.
    expect(loans()).toBe(1);
  });

  test('Next does nothing while the box is unchecked', async ({ page }) => {
    const pushes: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('loan-detail-push')) pushes.push(r.url());
    });
    await page.goto(confirmUrl());
    await page.getByRole('checkbox').click();
    const next = page.getByRole('button', { name: 'Next' });
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    // Playwright waits for an aria-disabled button to enable; force presses it as a borrower would.
    await next.click({ force: true });
    await page.waitForTimeout(300);
    expect(pushes).toEqual([]);
  });

  test('Next pushes once and replaces the page with lendDetailsUrl, the shared params and from=confirm', async ({
    page,
  }) => {
    const pushes: Record<string, unknown>[] = [];
    page.on('request', (r) => {
      if (r.url().includes('loan-detail-push')) pushes.push(bodyOf(r));
    });
    await page.goto(confirmUrl('&orderId=o-1'));
    const historyLength = await page.evaluate(() => history.length);
    const next = page.getByRole('button', { name: 'Next' });
    await next.evaluate((element) => {
      for (let i = 0; i < 3; i++) (element as HTMLButtonElement).click();
    });
    await expect(page).toHaveURL(/\/summerJuly\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get('from')).toBe('confirm');
    expect(url.searchParams.get('orderId')).toBe('o-21');
    expect(url.searchParams.get('sessionId')).toBe('demo');
    expect(url.searchParams.get('productId')).toBe('p-100');
    expect(await page.evaluate(() => history.length)).toBe(historyLength);
    expect(pushes).toEqual([{ amount: 500000, periods: 1, termUnit: 91, productId: 'p-100' }]);
  });

  test('Agree waits for the agreement page: disabled while it loads, then it dismisses (issue 24)', async ({
    page,
  }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((done) => {
      release = done;
    });
    await page.route('https://pay.sandbox.test/**', async (route) => {
      await held;
      await route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><title>Agreement</title><p>Terms</p>',
      });
    });
    await page.goto(confirmUrl());
    await page.getByRole('button', { name: 'Loan Agreement' }).click();
    const dialog = page.getByRole('dialog', { name: 'Loan Agreement' });
    const agree = dialog.getByRole('button', { name: 'Agree' });
    await expect(dialog.getByRole('status')).toHaveText('Loading the agreement');
    await expect(agree).toHaveAttribute('aria-disabled', 'true');
    await expect(agree).toHaveAccessibleDescription('Loading the agreement');
    release();
    await expect(agree).not.toHaveAttribute('aria-disabled');
    await agree.click();
    await expect(dialog).toBeHidden();
  });

  test('an agreement opens in the sandboxed modal (contract-jump scene 3); Agree dismisses, Cancel closes the webview', async ({
    page,
  }) => {
    const bridgeLog = await bridgeNames(page);
    const jumps: Record<string, unknown>[] = [];
    page.on('request', (r) => {
      if (r.url().includes('contract-jump')) jumps.push(bodyOf(r));
    });
    await page.route('https://pay.sandbox.test/**', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><title>Agreement</title><p>Terms</p>',
      }),
    );
    await page.goto(confirmUrl('&orderId=o-1'));
    await page.getByRole('button', { name: 'Privacy Notice' }).click();
    const dialog = page.getByRole('dialog', { name: 'Privacy Notice' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTitle('Privacy Notice')).toHaveAttribute(
      'src',
      'https://pay.sandbox.test/agreement/privacy',
    );
    expect(jumps).toEqual([{ productId: 'p-100', position: 1, orderId: 'o-1', scene: 3 }]);
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Agree' }).click();
    await expect(dialog).toBeHidden();
    expect(await bridgeLog()).toEqual([]);

    await page.getByRole('button', { name: 'Loan Agreement' }).click();
    await page
      .getByRole('dialog', { name: 'Loan Agreement' })
      .getByRole('button', { name: 'Cancel' })
      .click();
    await expect.poll(bridgeLog).toEqual(['closeWebview']);
  });

  test("the native back hook shows 'Point out' when isPopType is 1: Agree dismisses, Cancel closes the webview", async ({
    page,
  }) => {
    const bridgeLog = await bridgeNames(page);
    await page.goto(confirmUrl());
    await expect(page.getByText('Bayanihan Cash')).toBeVisible();
    const handled = await page.evaluate(() =>
      (window as unknown as { onNativeBack: () => boolean }).onNativeBack(),
    );
    expect(handled).toBe(true);
    const popup = page.getByRole('dialog', { name: 'Point out' });
    await expect(popup.getByText('Are you sure you want to leave?')).toBeVisible();
    await expect(popup.getByText('Leaving now cancels this application.', { exact: false })).toBeVisible();
    // It opens on Agree, the action that keeps the borrower here, and says what Cancel does.
    await expect(popup.getByRole('button', { name: 'Agree' })).toBeFocused();
    await expect(popup).toHaveAccessibleDescription('Cancel closes this page and takes you back to the app.');
    await expectNoAxeViolations(page);
    await popup.getByRole('button', { name: 'Agree' }).click();
    await expect(popup).toBeHidden();

    await page.evaluate(() => (window as unknown as { onNativeBack: () => boolean }).onNativeBack());
    await popup.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(bridgeLog).toEqual(['closeWebview']);
  });

  test('with isPopType 0 the back hook leaves back to the shell', async ({ page }) => {
    await page.goto(`${defaultRoutes.loanConfirm}?${session}&productId=p-200`);
    await expect(page.getByText('Sulit Loan')).toBeVisible();
    const handled = await page.evaluate(() =>
      (window as unknown as { onNativeBack: () => boolean }).onNativeBack(),
    );
    expect(handled).toBe(false);
    await expect(page.getByRole('dialog', { name: 'Point out' })).toHaveCount(0);
  });

  test('a push refused by the server toasts its message and keeps the page', async ({ page }) => {
    await faultOn(page, '**/loan-detail-push**', 'code:7201:Loan quota used up');
    await page.goto(confirmUrl());
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Loan quota used up')).toBeVisible();
    await expect(page).toHaveURL(/\/terroristBy\?/);
    await expect(page.getByRole('button', { name: 'Next' })).not.toHaveAttribute('aria-busy', 'true');
  });

  test('an unsafe lendDetailsUrl is refused and the page stays', async ({ page }) => {
    await page.route('**/loan-detail-push**', (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({ success: true, data: { lendDetailsUrl: 'javascript:alert(1)' } }),
      }),
    );
    await page.goto(confirmUrl());
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('alert')).toContainText("This page can't be opened safely");
    await expect(page).toHaveURL(/\/terroristBy\?/);
  });

  test('an incomplete link says which params are missing', async ({ page }) => {
    await page.goto(`${defaultRoutes.loanConfirm}?${session}`);
    await expect(page.getByRole('heading', { name: 'This link is incomplete' })).toBeVisible();
    await expect(page.getByText(/needs productId/)).toBeVisible();
  });

  test("a server error code shows the server's message with customer service, not a retry", async ({
    page,
  }) => {
    await page.goto(confirmUrl('&__fault=code:7005:Product not found'));
    await expect(page.getByText('Product not found')).toBeVisible();
    // A retry cannot change the server's answer (issue 24): no Try again; a person is the way on.
    await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Contact customer service' })).toBeVisible();
  });

  test('a malformed answer shows the error page with a retry', async ({ page }) => {
    await page.goto(confirmUrl('&__fault=malformed'));
    await expect(
      page.getByText('The server sent an answer we could not read. Please try again.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});

test.describe('loan confirm, alternate variant', () => {
  const altUrl = (extra = '') => `${defaultRoutes.loanConfirmAlt}?${session}&productId=p-100${extra}`;

  test('loads over the goya calls (form bodies) and shows the server button label', async ({
    page,
    consoleErrors,
  }) => {
    const bodies: (string | null)[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/gopia/goya/')) bodies.push(r.headers()['content-type'] ?? null);
    });
    await page.goto(altUrl());
    await expect(page.getByText('₱5000.00', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Get my cash now' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Loan Agreement' })).toBeVisible();
    expect(bodies.length).toBeGreaterThanOrEqual(2);
    for (const type of bodies) expect(type).toContain('application/x-www-form-urlencoded');
    expect(consoleErrors).toEqual([]);
  });

  test('the promo popup comes before the push; its close icon starts the loan', async ({ page }) => {
    const pushes: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/gopia/goya/') && (r.postData() ?? '').includes('termUnit'))
        pushes.push(r.postData() ?? '');
    });
    await page.goto(altUrl());
    await page.getByRole('button', { name: 'Get my cash now' }).click();
    const promo = page.getByRole('dialog', { name: 'Offer' });
    await expect(promo.getByText('Today only: your first 7 days are interest-free.')).toBeVisible();
    await expectNoAxeViolations(page);
    expect(pushes).toEqual([]);
    await promo.getByRole('button', { name: 'Close' }).click();
    await expect(page).toHaveURL(/\/summerJuly\?.*from=confirm/);
    expect(pushes).toHaveLength(1);
    expect(new URLSearchParams(pushes[0]).get('productId')).toBe('p-100');
  });

  test("the promo's button starts the loan too", async ({ page }) => {
    await page.goto(altUrl());
    await page.getByRole('button', { name: 'Get my cash now' }).click();
    await page
      .getByRole('dialog', { name: 'Offer' })
      .getByRole('button', { name: 'Claim and continue' })
      .click();
    await expect(page).toHaveURL(/\/summerJuly\?.*from=confirm/);
  });

  test("a goya agreement list refused with a code shows the server's message in its block; the loan stays", async ({
    page,
  }) => {
    await faultOn(page, '**/gopia/goya/agreements*', 'code:7301:Agreements are resting');
    await page.goto(altUrl());
    await expect(page.getByText('₱5000.00', { exact: true })).toBeVisible();
    const block = page.getByRole('region', { name: 'Agreements' });
    await expect(block.getByText('Agreements are resting')).toBeVisible();
    await expect(block.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Get my cash now' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  test("a goya business code shows the server's message with customer service, not a retry", async ({
    page,
  }) => {
    await page.goto(altUrl('&__fault=code:7005:Product not found'));
    await expect(page.getByText('Product not found')).toBeVisible();
    // A retry cannot change the server's answer (issue 24): no Try again; a person is the way on.
    await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Contact customer service' })).toBeVisible();
  });
});

// Issue 24 item 6, "what it costs, at a glance": the seeded p-100 confirm's figures as one bar and the
// sentence beside Next (docs/decisions/timeline-and-cost.md); the spec's product states no APR.
test.describe('loan confirm cost at a glance', () => {
  test('splits what is repaid into received, fees and interest, and says it beside Next', async ({
    page,
  }) => {
    await page.goto(confirmUrl());
    const legend = page.getByRole('list', { name: 'What the loan costs' });
    await expect(legend.getByRole('listitem')).toHaveText([
      'You receive₱4850.00',
      'Fees₱150.00',
      'Interest₱227.50',
    ]);
    const bar = page.getByRole('region', { name: 'What the loan costs' });
    await expect(bar.getByText('₱5227.50')).toBeVisible();
    // Each part's width is its share of the total (4850 : 150 : 227.50).
    const widths = await bar
      .locator('[aria-hidden="true"] > span')
      .evaluateAll((parts) => parts.map((part) => part.getBoundingClientRect().width));
    expect(widths).toHaveLength(3);
    const [received = 0, fees = 0, interest = 0] = widths;
    expect(received / (received + fees + interest)).toBeGreaterThan(0.88);
    expect(interest).toBeGreaterThan(fees);
    const actions = page.getByRole('group', { name: 'Actions' });
    await expect(actions.getByText('You borrow ₱5000.00 and repay ₱5227.50 in total.')).toBeVisible();
    await expect(actions.getByRole('button', { name: 'Next' })).toHaveAccessibleDescription(
      'You borrow ₱5000.00 and repay ₱5227.50 in total.',
    );
    await expect(page.getByText(/APR|Finance charge/)).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});
