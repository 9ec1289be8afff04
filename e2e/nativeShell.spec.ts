import { defaultRoutes } from '@loan/core';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { recordBridge } from './sandbox';

// The native shell as it really is (issue 23): a webview opened on our page has no history, its
// hardware back calls the brand's back hook, and an older app version lacks some messages.
const session = 'sessionId=demo&userId=u-demo&appName=loan';
const repayUrl = (extra = '') => `${defaultRoutes.repay}?${session}&productId=p-100&orderId=o-174${extra}`;

/** The messages sent to the shell, without the reports that travel by burialPoint (web vitals). */
const shellMessages = (sent: { name: string }[]) =>
  sent.map((m) => m.name).filter((name) => name !== 'burialPoint');

/** The brand's back hook, called as the native shell calls it on a hardware back press. */
const pressBack = (page: Page) =>
  page.evaluate(() => (window as unknown as { onNativeBack: () => boolean }).onNativeBack());

test.describe('the first page of the webview (no history)', () => {
  test('"Go back" on the not-found page closes the webview and stays put', async ({ page }) => {
    const sent = await recordBridge(page);
    await page.goto('/no-such-page');
    await page.getByRole('button', { name: 'Go back' }).click();
    await expect.poll(async () => shellMessages(await sent())).toEqual(['closeWebview']);
    await expect(page).toHaveURL(/\/no-such-page$/);
  });

  test('"Go back" on a route error closes the webview', async ({ page }) => {
    const sent = await recordBridge(page);
    await page.goto(`${defaultRoutes.repay}?${session}&productId=p-100`);
    await expect(page.getByRole('heading', { name: 'This link is incomplete' })).toBeVisible();
    await page.getByRole('button', { name: 'Go back' }).click();
    await expect.poll(async () => shellMessages(await sent())).toEqual(['closeWebview']);
  });

  test('hardware back with nothing open answers false, so the shell closes the webview', async ({ page }) => {
    await page.goto(repayUrl());
    await expect(page.getByRole('button', { name: 'Choose a payment channel' })).toBeVisible();
    expect(await pressBack(page)).toBe(false);
  });
});

test.describe('hardware back with a sheet or dialog open closes it first', () => {
  test("bind bank's bank picker", async ({ page }) => {
    await page.goto(`${defaultRoutes.bindBank}?${session}&productId=p-100`);
    await page.getByRole('button', { name: 'Bank or e-wallet GCash' }).click();
    const sheet = page.getByRole('dialog', { name: 'Bank or e-wallet' });
    await expect(sheet).toBeVisible();
    expect(await pressBack(page)).toBe(true);
    await expect(sheet).toBeHidden();
    await expect(page.getByRole('button', { name: 'Bank or e-wallet GCash' })).toBeVisible();
    expect(await pressBack(page)).toBe(false);
  });

  test("repay's channel sheet", async ({ page }) => {
    await page.goto(repayUrl());
    await page.getByRole('button', { name: 'Choose a payment channel' }).click();
    const sheet = page.getByRole('dialog', { name: 'Payment Method' });
    await expect(sheet).toBeVisible();
    expect(await pressBack(page)).toBe(true);
    await expect(sheet).toBeHidden();
    await expect(page).toHaveURL(/\/starGesture\?/);
    await expect(page.getByRole('button', { name: 'Choose a payment channel' })).toBeVisible();
  });

  test("complaint details' image viewer", async ({ page }) => {
    await page.goto(`${defaultRoutes.complaintDetails}?sessionId=demo&userId=u-demo&problemId=1`);
    await page.getByRole('button', { name: 'Enlarge complaint image 1' }).click();
    const viewer = page.getByRole('dialog', { name: 'Complaint image 1 of 1' });
    await expect(viewer).toBeVisible();
    expect(await pressBack(page)).toBe(true);
    await expect(viewer).toBeHidden();
  });
});

test.describe('a dialog that must end with a choice', () => {
  test("loan confirm's agreement stays open on back, and the retention popup does not open over it", async ({
    page,
  }) => {
    await page.route('https://pay.sandbox.test/**', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><title>Agreement</title><p>Terms</p>',
      }),
    );
    await page.goto(`${defaultRoutes.loanConfirm}?${session}&productId=p-100&orderId=o-1`);
    await page.getByRole('button', { name: 'Privacy Notice' }).click();
    const agreement = page.getByRole('dialog', { name: 'Privacy Notice' });
    await expect(agreement).toBeVisible();
    expect(await pressBack(page)).toBe(true);
    await expect(agreement).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Point out' })).toHaveCount(0);
    await agreement.getByRole('button', { name: 'Agree' }).click();
    await expect(agreement).toBeHidden();
    // With nothing open, back is the screen's own again: the retention popup (isPopType 1).
    expect(await pressBack(page)).toBe(true);
    await expect(page.getByRole('dialog', { name: 'Point out' })).toBeVisible();
  });
});

test.describe('an expired session', () => {
  test('sends the borrower to log in once, and "Log in again" sends again', async ({ page }) => {
    const sent = await recordBridge(page);
    await page.goto(repayUrl('&__fault=401'));
    await expect(page.getByRole('heading', { name: 'Your session has ended' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
    expect(shellMessages(await sent())).toEqual(['logoutToLogin']);
    await page.getByRole('button', { name: 'Log in again' }).click();
    await expect.poll(async () => shellMessages(await sent())).toEqual(['logoutToLogin', 'logoutToLogin']);
  });
});

test.describe('an Android app version whose interface lacks a message', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (Linux; Android 9; Redmi 6A Build/PPR1.180610.011; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/95.0.4638.74 Mobile Safari/537.36',
  });

  test('closeWebview never goes to the app scheme: the page goes back where the webview has history', async ({
    page,
  }) => {
    // The shell's interface, from a version that knows only toHome.
    await page.addInitScript(() => {
      (window as unknown as { LoanBridge: object }).LoanBridge = { toHome: () => {} };
    });
    const visited: string[] = [];
    page.on('framenavigated', (frame) => visited.push(frame.url()));
    // The page the webview showed before ours (Playwright's first entry is about:blank).
    await page.goto('/no-such-page');
    await page.getByRole('button', { name: 'Go back' }).click();
    await expect(page).toHaveURL('about:blank');
    expect(visited.filter((url) => !url.startsWith('http') && url !== 'about:blank')).toEqual([]);
  });
});
