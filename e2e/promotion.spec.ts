import { defaultRoutes, message, specCatalogue } from '@loan/core';
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { bodyOf, faultOn, stubExternal } from './sandbox';

// The promotion registration landing and the download template page (issue 8 item 10) against the
// sandbox: template t-1 (landing), d-1 (download) and l-1 (a channel link's); phone 13800000000 is
// already registered; the SMS code is 123456; /__sandbox/captcha tells the code of a sid.
const t = (key: Parameters<typeof message>[1]) => message(specCatalogue, key);

const tracking = 'app_from=web&user_from=fb&utm_tag=spring';
const landingUrl = (extra = '') => `${defaultRoutes.promotionLanding}?id=t-1&${tracking}${extra}`;
const downloadUrl = (query: string) => `${defaultRoutes.promotionDownload}?${query}`;

/** A phone no test has registered yet: the sandbox remembers registrations for the whole run. */
let seq = 0;
const freshPhone = () => `139${String((Date.now() * 7 + ++seq) % 1e8).padStart(8, '0')}`;

const captchaImage = (page: Page) => page.getByAltText('Image captcha');

/** The sid and timestamp of the captcha image on the page. */
async function captchaQuery(page: Page) {
  const src = (await captchaImage(page).getAttribute('src')) ?? '';
  return new URL(src, 'http://local').searchParams;
}

/** The code the sandbox drew for the page's captcha. */
async function captchaCode(page: Page): Promise<string> {
  const sid = (await captchaQuery(page)).get('sid');
  const answer = await page.request.get(`/__sandbox/captcha?sid=${sid}`);
  return ((await answer.json()) as { code: string }).code;
}

async function fill(page: Page, fields: { mobile?: string; captcha?: string; sms?: string }) {
  if (fields.mobile !== undefined) await page.getByLabel('Mobile number').fill(fields.mobile);
  if (fields.captcha !== undefined)
    await page.getByLabel('Image captcha', { exact: true }).fill(fields.captcha);
  if (fields.sms !== undefined) await page.getByLabel('SMS code').fill(fields.sms);
}

const register = (page: Page) => page.getByRole('button', { name: 'Get my loan' });
const getCode = (page: Page) => page.getByRole('button', { name: 'get code' });

test.describe('promotion landing', () => {
  test('an incomplete link says the template id is missing', async ({ page }) => {
    await page.goto(`${defaultRoutes.promotionLanding}?${tracking}`);
    await expect(page.getByRole('heading', { name: 'This link is incomplete' })).toBeVisible();
    await expect(page.getByText(/needs id/)).toBeVisible();
  });

  test('loads the template, tracks the visit and shows the captcha of a fresh sid', async ({
    page,
    consoleErrors,
  }) => {
    const visit = page.waitForRequest(/promotion\/track-visit/);
    const template = page.waitForRequest(/channel-template/);
    await page.goto(landingUrl());
    await expect(page).toHaveTitle('Register');
    expect(new URL((await template).url()).searchParams.get('templateId')).toBe('t-1');
    const query = new URL((await visit).url()).searchParams;
    expect(Object.fromEntries(query)).toMatchObject({
      page_id: 't-1',
      user_from: 'fb',
      client_type: 'android',
      page_type: '1',
      utm_tag: 'spring',
      app_from: 'web',
    });
    await expect(page.getByRole('heading', { name: 'Cash in 1 day' })).toBeVisible();
    await expect(page.getByText('Peso Cash', { exact: true })).toBeVisible();
    await expect(register(page)).toBeVisible();
    const image = captchaImage(page);
    await expect(image).toHaveAttribute('width', '96');
    await expect(image).toHaveAttribute('height', '40');
    await expect(image).toHaveAttribute(
      'src',
      /\/h5api\/api\/v2\/youmi\/promotion\/get-captcha\?sid=sid-\d+&t=\d+/,
    );
    // The image loaded under the production CSP (same origin through /h5api).
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expectNoAxeViolations(page);
    expect(consoleErrors).toEqual([]);
  });

  test('a captcha refresh without a mobile gives the phone error; with one it loads a new image', async ({
    page,
  }) => {
    await page.goto(landingUrl());
    const before = await captchaQuery(page);
    const refresh = page.getByRole('button', { name: 'Refresh the image captcha' });
    await refresh.click();
    await expect(page.getByLabel('Mobile number')).toHaveAccessibleDescription(t('register.wrongMobile'));
    await expect(page.getByLabel('Mobile number')).toBeFocused();
    expect((await captchaQuery(page)).get('t')).toBe(before.get('t'));
    await fill(page, { mobile: '13912345678' });
    const loaded = page.waitForRequest(/promotion\/get-captcha/);
    await refresh.click();
    const next = new URL((await loaded).url()).searchParams;
    expect(next.get('sid')).toBe(before.get('sid'));
    expect(next.get('t')).not.toBe(before.get('t'));
  });

  test('each field says what is wrong with it, and nothing is sent', async ({ page }) => {
    const sent: string[] = [];
    page.on('request', (r) => {
      if (/promotion\/(get-sms|register|track-click)/.test(r.url())) sent.push(r.url());
    });
    await page.goto(landingUrl());
    const mobile = page.getByLabel('Mobile number');
    await register(page).click();
    await expect(mobile).toHaveAccessibleDescription(t('register.wrongMobile'));
    // 11 digits, but the second is not 3 to 9.
    await fill(page, { mobile: '12912345678' });
    await getCode(page).click();
    await expect(mobile).toHaveAccessibleDescription(t('register.wrongMobile'));
    await fill(page, { mobile: '13912345678' });
    await getCode(page).click();
    await expect(page.getByLabel('Image captcha', { exact: true })).toHaveAccessibleDescription(
      t('register.wrongCaptcha'),
    );
    await expect(mobile).not.toHaveAttribute('aria-invalid');
    await fill(page, { captcha: 'ab12' });
    await register(page).click();
    await expect(page.getByLabel('SMS code')).toHaveAccessibleDescription(t('register.wrongSmsCode'));
    await expect(page.getByLabel('SMS code')).toBeFocused();
    await expectNoAxeViolations(page);
    expect(sent).toEqual([]);
  });

  test('get code sends the form to get-sms once, then locks for 60 s and says so when pressed', async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto(landingUrl('&deviceId=dev-1&appName=pesocash'));
    const phone = freshPhone();
    await fill(page, { mobile: phone, captcha: await captchaCode(page) });
    // Time stands still until the test moves it: a slow machine must not eat into the 60 s.
    await page.clock.pauseAt(Date.now() + 1000);
    let sent = 0;
    page.on('request', (r) => {
      if (r.url().includes('promotion/get-sms')) sent++;
    });
    const sms = page.waitForRequest(/promotion\/get-sms/);
    // Seven taps in one task: get-sms is locked while in flight too.
    await getCode(page).evaluate((element) => {
      for (let i = 0; i < 7; i++) (element as HTMLButtonElement).click();
    });
    const { sid } = Object.fromEntries(await captchaQuery(page));
    expect(bodyOf(await sms)).toEqual({
      phone,
      capcode: await captchaCode(page),
      sid,
      deviceId: 'dev-1',
      appName: 'pesocash',
      app_from: 'web',
      user_from: 'fb',
      utm_tag: 'spring',
    });
    const countdown = page.getByRole('button', { name: 'Resend in 60s' });
    await expect(countdown).toHaveAttribute('aria-disabled', 'true');
    // Paused time also holds animation frames, which a normal click waits for.
    await countdown.dispatchEvent('click');
    await expect(page.getByRole('alert')).toHaveText(t('register.duplicateSend'));
    await page.clock.runFor(30_000);
    await expect(page.getByRole('button', { name: 'Resend in 30s' })).toBeVisible();
    await page.clock.runFor(31_000);
    await expect(page.getByRole('button', { name: 'resend' })).toBeEnabled();
    expect(sent).toBe(1);
  });

  test('get-sms 101 loads a new captcha, shows the message and keeps what was typed', async ({ page }) => {
    await page.goto(landingUrl());
    const before = (await captchaQuery(page)).get('t');
    await fill(page, { mobile: '13912345678', captcha: 'zzzz' });
    const reloaded = page.waitForRequest(/promotion\/get-captcha/);
    await getCode(page).click();
    await expect(page.getByRole('alert')).toHaveText('The picture code is wrong, please try again');
    expect(new URL((await reloaded).url()).searchParams.get('t')).not.toBe(before);
    await expect(getCode(page)).not.toHaveAttribute('aria-disabled');
    await expect(page.getByLabel('Mobile number')).toHaveValue('13912345678');
    await expect(page.getByLabel('Image captcha', { exact: true })).toHaveValue('zzzz');
  });

  test('get-sms 11 says the visitor is registered and goes to the download page', async ({ page }) => {
    await page.goto(landingUrl('&down_id=d-1'));
    await fill(page, { mobile: '13800000000', captcha: await captchaCode(page) });
    await getCode(page).click();
    await expect(page.getByText(t('register.alreadyRegistered'))).toBeVisible();
    await expect(page).toHaveURL(
      /\/promotionDownload\?id=t-1&app_from=web&user_from=fb&utm_tag=spring&down_id=d-1$/,
    );
    await expect(page.getByRole('heading', { name: 'Peso Cash Plus' })).toBeVisible();
  });

  test('a failed get-sms shows the network error and keeps the form', async ({ page }) => {
    await faultOn(page, '**/promotion/get-sms**', '500');
    await page.goto(landingUrl());
    await fill(page, { mobile: '13912345678', captcha: '1234' });
    await getCode(page).click();
    await expect(page.getByRole('alert')).toHaveText(t('common.networkError'));
    await expect(getCode(page)).toBeVisible();
    await expect(page.getByLabel('Image captcha', { exact: true })).toHaveValue('1234');
  });

  test('register tracks the click with the phone, sends the form and goes to the download page', async ({
    page,
  }) => {
    await page.goto(landingUrl('&invite_code=INV1&merchantNumber=m-9&links_id=l-1'));
    const phone = freshPhone();
    const code = await captchaCode(page);
    const sid = (await captchaQuery(page)).get('sid');
    await fill(page, { mobile: phone, captcha: code, sms: '123456' });
    const click = page.waitForRequest(/promotion\/track-click/);
    const sent = page.waitForRequest(/promotion\/register/);
    await register(page).click();
    expect(Object.fromEntries(new URL((await click).url()).searchParams)).toMatchObject({
      phone,
      page_id: 't-1',
      app_from: 'web',
      user_from: 'fb',
      utm_tag: 'spring',
    });
    expect(bodyOf(await sent)).toEqual({
      phone,
      capcode: code,
      sid,
      merchantNumber: 'm-9',
      userName: phone,
      smsCode: '123456',
      invite_code: 'INV1',
      id: 't-1',
      app_from: 'web',
      user_from: 'fb',
      utm_tag: 'spring',
    });
    // links_id without a down_id: the channel link's template.
    await expect(page).toHaveURL(/\/promotionDownload\?/);
    await expect(page).toHaveTitle('Download the app');
    await expect(page.getByRole('heading', { name: 'Peso Cash Lite' })).toBeVisible();
  });

  test('register -1 loads a new captcha, shows the message and keeps what was typed', async ({ page }) => {
    await page.goto(landingUrl());
    await fill(page, { mobile: freshPhone(), captcha: 'zzzz', sms: '123456' });
    const reloaded = page.waitForRequest(/promotion\/get-captcha/);
    await register(page).click();
    await expect(page.getByRole('alert')).toHaveText('The picture code is wrong, please try again');
    await reloaded;
    await expect(page.getByLabel('SMS code')).toHaveValue('123456');
    await expect(page.getByLabel('Image captcha', { exact: true })).toHaveValue('zzzz');
    await expect(page).toHaveURL(/\/promotion\?/);
  });

  test('register 11 says the visitor is registered and goes to the download page', async ({ page }) => {
    await page.goto(landingUrl());
    await fill(page, { mobile: '13800000000', captcha: await captchaCode(page), sms: '123456' });
    await register(page).click();
    await expect(page.getByText(t('register.alreadyRegistered'))).toBeVisible();
    // No down_id or links_id: the landing's own template.
    await expect(page.getByRole('heading', { name: 'Peso Cash' })).toBeVisible();
    await expect(page).toHaveURL(/\/promotionDownload\?id=t-1/);
  });

  test("another server code shows the server's message and keeps the form", async ({ page }) => {
    await page.goto(landingUrl());
    await fill(page, { mobile: freshPhone(), captcha: await captchaCode(page), sms: '654321' });
    await register(page).click();
    await expect(page.getByRole('alert')).toHaveText('The SMS code is wrong');
    await expect(page.getByLabel('SMS code')).toHaveValue('654321');
    await expect(register(page)).not.toHaveAttribute('aria-busy');
  });

  test('register is locked while in flight: seven taps send one request', async ({ page }) => {
    await faultOn(page, '**/promotion/register**', 'delay:1500');
    const sent: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('promotion/register')) sent.push(r.url());
    });
    await page.goto(landingUrl());
    await fill(page, { mobile: freshPhone(), captcha: await captchaCode(page), sms: '123456' });
    // Seven taps in one task, before React can re-render: only the in-flight lock can stop them.
    await register(page).evaluate((element) => {
      for (let i = 0; i < 7; i++) (element as HTMLButtonElement).click();
    });
    await expect(register(page)).toHaveAttribute('aria-busy', 'true');
    await expect(page).toHaveURL(/\/promotionDownload\?/);
    expect(sent).toHaveLength(1);
  });

  // Issue 24: a retry cannot bring back a refused template, and a visitor has no session for customer service.
  test("a template refused by the server shows the server's message with Go back, not a retry", async ({
    page,
  }) => {
    await page.goto(`${defaultRoutes.promotionLanding}?id=t-404`);
    await expect(page.getByText('Template not found')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Go back' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  });

  test('a malformed answer reaches the error page, and its retry loads the page', async ({ page }) => {
    let fault = true;
    await page.route('**/promotion/get-sid**', (route) =>
      fault
        ? route.continue({ headers: { ...route.request().headers(), 'x-sandbox-fault': 'malformed' } })
        : route.continue(),
    );
    await page.goto(landingUrl());
    await expect(
      page.getByText('The server sent an answer we could not read. Please try again.'),
    ).toBeVisible();
    fault = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(register(page)).toBeVisible();
  });
});

test.describe('promotion download page', () => {
  test('down_id wins over links_id, which wins over id', async ({ page }) => {
    await page.goto(downloadUrl('id=t-1&links_id=l-1&down_id=d-1'));
    await expect(page).toHaveTitle('Download the app');
    await expect(page.getByRole('heading', { name: 'Peso Cash Plus' })).toBeVisible();
    await expect(page.getByText('You are one step away')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto(downloadUrl('id=t-1&links_id=l-1'));
    await expect(page.getByRole('heading', { name: 'Peso Cash Lite' })).toBeVisible();
    await page.goto(downloadUrl('id=t-1'));
    await expect(page.getByRole('heading', { name: 'Peso Cash', exact: true })).toBeVisible();
  });

  test("the download button follows the template's URL", async ({ page }) => {
    await stubExternal(page);
    await page.goto(downloadUrl('down_id=d-1'));
    await page.getByRole('button', { name: 'Download the app' }).click();
    await expect(page).toHaveURL('https://pay.sandbox.test/app/peso-cash-plus.apk');
  });

  test("the page shows why to get the app, and each store badge follows the template's URL", async ({
    page,
  }) => {
    await stubExternal(page);
    await page.goto(downloadUrl('down_id=d-1'));
    const benefits = page.getByRole('region', { name: 'Why get the app' });
    await expect(benefits.getByRole('listitem')).toHaveCount(3);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Get it on Google Play' }).click();
    await expect(page).toHaveURL('https://pay.sandbox.test/app/peso-cash-plus.apk');
    await page.goto(downloadUrl('down_id=d-1'));
    await page.getByRole('button', { name: 'Download on the App Store' }).click();
    await expect(page).toHaveURL('https://pay.sandbox.test/app/peso-cash-plus.apk');
  });

  test('an unsafe download URL is refused and the page stays', async ({ page }) => {
    await page.route('**/channel-template**', async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(
        'https://pay.sandbox.test/app/peso-cash-plus.apk',
        'javascript:alert(1)//',
      );
      await route.fulfill({ response, body });
    });
    await page.goto(downloadUrl('down_id=d-1'));
    await page.getByRole('button', { name: 'Download the app' }).click();
    await expect(page.getByRole('alert')).toContainText("This page can't be opened safely");
    await expect(page).toHaveURL(/\/promotionDownload\?down_id=d-1$/);
  });

  test('a link without a template id says so', async ({ page }) => {
    await page.goto(downloadUrl('user_from=fb'));
    await expect(page.getByRole('heading', { name: 'This link is incomplete' })).toBeVisible();
    await expect(page.getByText(/needs down_id, links_id or id/)).toBeVisible();
  });

  test("an unknown template shows the server's message; a network failure offers a retry that works", async ({
    page,
  }) => {
    await page.goto(downloadUrl('down_id=d-404'));
    await expect(page.getByText('Template not found')).toBeVisible();
    // A request that times out on the network (the 60 s client timeout is not waited for here).
    await page.route('**/channel-template**', (route) => route.abort('timedout'));
    await page.goto(downloadUrl('down_id=d-1'));
    await expect(page.getByRole('heading', { name: 'Connection problem' })).toBeVisible();
    await page.unroute('**/channel-template**');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { name: 'Peso Cash Plus' })).toBeVisible();
  });
});

test.describe('consent line', () => {
  test("the form says what tapping its button agrees to, with the brand's privacy and terms pages", async ({
    page,
    consoleErrors,
  }) => {
    await page.goto(landingUrl());
    // The template's button reads 'Get my loan': the line names it as shown.
    await expect(register(page)).toBeVisible();
    const line = page.getByText(/^By tapping Get my loan, you agree to our/);
    await expect(line).toHaveText(
      `By tapping Get my loan, you agree to our ${t('promotion.privacyLink')} and ${t('promotion.termsLink')}.`,
    );
    await line.getByRole('link', { name: t('promotion.privacyLink') }).click();
    await expect(page).toHaveURL(new RegExp(`^[^?]*${defaultRoutes.privacyPolicy}\\?id=t-1&`));
    await expect(page).toHaveTitle(t('title.privacyPolicy'));
    await page.goBack();
    await line.getByRole('link', { name: t('promotion.termsLink') }).click();
    await expect(page).toHaveTitle(t('title.loanTerms'));
    expect(consoleErrors).toEqual([]);
  });
});
