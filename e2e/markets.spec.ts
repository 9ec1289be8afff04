import { defaultRoutes } from '@loan/core';
import { registry } from '../brands/registry';
import { expect, test } from './fixtures';
import { recordBridge } from './sandbox';

// Schemes, time and digits of the markets (issue 23): forced dark mode on the default brand; India's
// digits and UPI pay link on India's build (`--project india`).

const session = 'sessionId=demo&userId=u-demo';
const codeUrl = `${defaultRoutes.repaymentCode}?${session}&showType=2&payCode=7720441109&repayAmount=522750`;

// A WebView's algorithmic darkening (Chrome's auto dark mode) leaves an element alone whose used
// color-scheme has `only`. Debian's headless Chromium does not darken a page under any switch
// (Emulation.setAutoDarkModeOverride, WebContentsForceDark, forceDarkModeEnabled: a white page stays
// white in its screenshots), so the test checks the declaration the engine reads, where it reads it.
test.describe('forced dark mode of the WebView', () => {
  test.beforeEach(() => test.skip(test.info().project.name !== 'default', "the default brand's build"));

  test('every page declares light only, in its HTML before any script and on its root', async ({ page }) => {
    await page.goto(codeUrl);
    await expect(page.locator('meta[name="color-scheme"]')).toHaveAttribute('content', 'only light');
    const schemes = await page.evaluate(() => [
      getComputedStyle(document.documentElement).colorScheme,
      getComputedStyle(document.body).colorScheme,
    ]);
    expect(schemes).toEqual(['light only', 'light only']);
    const qr = page.getByRole('img', { name: 'QR code to pay' });
    expect(await qr.evaluate((svg) => getComputedStyle(svg).colorScheme)).toBe('light only');
    // The prerendered HTML says it too, before the app's script or style sheet arrives.
    const html = await (await page.request.get(defaultRoutes.repaymentCode)).text();
    expect(html).toContain('<meta name="color-scheme" content="only light" />');
  });
});

test.describe("India's digits and pay links", () => {
  test.beforeEach(() => test.skip(test.info().project.name !== 'india', "India's build"));
  const india = registry.india.config;
  const promotion = `${india.routes.promotionLanding}?${session}&id=t-1`;

  test('a mobile typed in Devanagari digits is kept, as ASCII, and accepted', async ({ page }) => {
    await page.goto(promotion);
    const mobile = page.getByRole('textbox', { name: 'Mobile number' });
    await mobile.pressSequentially('९८७६५ ४३२१०');
    await expect(mobile).toHaveValue('98765 43210');
    const sms = page.waitForRequest((request) => request.url().includes('get-sms'));
    await page.getByRole('textbox', { name: 'Image code' }).fill('1234');
    await page.getByRole('button', { name: /get code/i }).click();
    const sent = (await sms).postDataJSON() as Record<string, unknown>;
    expect(Object.values(sent)).toContain('9876543210');
  });

  test("a UPI pay URL opens through the bridge's openPage, and the page stays", async ({ page }) => {
    const bridgeLog = await recordBridge(page);
    const upi = 'upi://pay?pa=sahyog@icici&am=5227.50&cu=INR&tr=o-174';
    // The sandbox hands out https: pay URLs: the answer is rewritten on its way to the page.
    await page.route('**/generate-vcode**', async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(/https:\/\/pay\.sandbox\.test\/pay[^"]*/, upi);
      await route.fulfill({ response, body });
    });
    await page.goto(`${india.routes.repay}?${session}&productId=p-100&orderId=o-174`);
    await page.getByRole('button', { name: 'Choose a repayment channel' }).click();
    const sheet = page.getByRole('dialog', { name: 'Choose how to repay' });
    await sheet.getByRole('radio').first().check();
    await sheet.getByRole('button', { name: 'Confirm' }).click();
    await page.getByRole('button', { name: /^Repay ₹/ }).click();
    await expect.poll(bridgeLog).toContainEqual({ name: 'openPage', payload: { url: upi } });
    await expect(page).toHaveURL(new RegExp(india.routes.repay));
    await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveCount(0);
  });
});

// Issue 24 item 6: each market's cost disclosure beside Next, from its own build and sandbox: India's
// key fact statement states the APR, the Philippines' Truth in Lending Act the finance charge
// (`market.costDisclosure`, docs/decisions/timeline-and-cost.md).
test.describe("each market's cost sentence beside Next", () => {
  const sentences = {
    india: /^You borrow ₹[\d,]+\.\d\d and repay ₹[\d,]+\.\d\d in total\. APR \d+(\.\d+)?% a year/,
    masagana:
      /^You borrow ₱[\d,]+\.\d\d and repay ₱[\d,]+\.\d\d in total\. Finance charge ₱[\d,]+\.\d\d: all interest and fees\.$/,
  } as const;
  test.beforeEach(() => test.skip(!(test.info().project.name in sentences), "a market brand's build"));

  test('the sentence names the market’s figure and describes Next', async ({ page }) => {
    const id = test.info().project.name as keyof typeof sentences;
    await page.goto(`${registry[id].config.routes.loanConfirm}?${session}&productId=p-100`);
    const sentence = page.getByText(sentences[id]);
    await expect(sentence).toBeVisible();
    const text = (await sentence.textContent()) ?? '';
    await expect(page.getByRole('button', { name: 'Next' })).toHaveAccessibleDescription(
      new RegExp(literal(text)),
    );
  });
});

function literal(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
