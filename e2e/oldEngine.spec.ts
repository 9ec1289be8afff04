import { defaultRoutes, enCatalogue } from '@loan/core';
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

// Below the matrix (no `inset`: before Chrome 87 and iOS 14.5) the prerendered page itself says what to
// do, with no script run. Current Chromium has `inset`, so the engine is emulated in the one way CSS
// allows: the served sheet's `@supports not (inset: 0)` asks about a property no engine has instead.
test.describe('below the matrix', () => {
  const notice = enCatalogue['app.oldWebView'];
  test.use({ javaScriptEnabled: false });

  test('a current engine keeps the update notice hidden', async ({ page }) => {
    await page.goto(`${defaultRoutes.repay}?${session}&productId=p-100&orderId=o-174`);
    await expect(page.getByText(notice)).toHaveCount(1);
    await expect(page.getByText(notice)).toBeHidden();
  });

  test('an engine without the floor shows the update notice in the brand words, without script', async ({
    page,
  }) => {
    let rewritten = 0;
    await page.route('**/assets/*.css', async (route) => {
      const response = await route.fetch();
      const css = await response.text();
      const body = css.replace(/not \(inset:\s?0\)/g, () => {
        rewritten++;
        return 'not (inset-below-matrix: 0)';
      });
      await route.fulfill({ response, body });
    });
    await page.goto(`${defaultRoutes.repay}?${session}&productId=p-100&orderId=o-174`);
    await expect(page.getByText(notice)).toBeVisible();
    expect(rewritten).toBe(1);
  });
});

// Before Chrome 108 and iOS 15.4 a dvh length is unknown, so its declaration is dropped when the sheet is
// parsed: emulated by serving the sheets with an unknown unit in its place.
test('without dvh the city picker still caps its list at half the screen, scrolling past it', async ({
  page,
}) => {
  await page.route('**/assets/*.css', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, body: (await response.text()).replace(/(\d)dvh\b/g, '$1dvh-unknown') });
  });
  await page.goto(`${defaultRoutes.bindBank}?${session}&productId=p-100`);
  await page.getByRole('tab', { name: 'Bank card' }).click();
  await page.getByRole('button', { name: 'Bank city Choose a city' }).click();
  const list = page.getByRole('dialog', { name: 'Bank city' }).getByRole('radiogroup');
  await expect(list).toBeVisible();
  // The list's scroller is the radio group's parent (Picker's list).
  const box = await list.evaluate((group) => {
    const el = group.parentElement as HTMLElement;
    return {
      maxHeight: getComputedStyle(el).maxHeight,
      overflowY: getComputedStyle(el).overflowY,
      fits: el.getBoundingClientRect().bottom <= window.innerHeight,
    };
  });
  expect(box).toEqual({ maxHeight: '320px', overflowY: 'auto', fits: true });
  await expect(
    page.getByRole('dialog', { name: 'Bank city' }).getByRole('button', { name: 'Confirm' }),
  ).toBeInViewport();
});

// Before Chrome 99 and iOS 15.4 an @layer block is an unknown at-rule, dropped whole, and dvh is unknown
// too: emulated by serving the sheets with both renamed.
test('without cascade layers the kit reset still applies', async ({ page }) => {
  await page.route('**/assets/*.css', async (route) => {
    const response = await route.fetch();
    const css = (await response.text())
      .replace(/@layer\b/g, '@layer-unknown')
      .replace(/(\d)dvh\b/g, '$1dvh-unknown');
    await route.fulfill({ response, body: css });
  });
  await page.goto(`${defaultRoutes.loanDetail}?${session}&productId=p-100&orderId=o-200`);
  await expect(page.getByRole('heading', { name: 'Repaid' })).toBeVisible();
  const reset = await page.evaluate(() => {
    const body = getComputedStyle(document.body);
    return {
      margin: body.margin,
      boxSizing: getComputedStyle(document.querySelector('button') as HTMLElement).boxSizing,
      tapHighlight: body.getPropertyValue('-webkit-tap-highlight-color'),
    };
  });
  expect(reset).toEqual({ margin: '0px', boxSizing: 'border-box', tapHighlight: 'rgba(0, 0, 0, 0)' });
});
