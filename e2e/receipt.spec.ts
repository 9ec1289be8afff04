import { defaultRoutes } from '@loan/core';
import { expect, test } from './fixtures';

// Issue 24 item 6, "proof I can keep", on a repayment code QR page of the default brand: the receipt,
// Save QR as a download (no shell here) and Share code through Web Share.
const session = 'sessionId=demo&userId=u-demo';
const qrUrl = `${defaultRoutes.repaymentCode}?${session}&showType=2&payCode=7720441109&repayAmount=522750`;

test('Save QR downloads a PNG of the QR and Share code opens the share sheet with the code', async ({
  page,
}) => {
  // A browser without the share sheet: record what the page would share.
  await page.addInitScript(() => {
    const shared: unknown[] = [];
    Object.assign(window, { sharedForTest: shared });
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: async (data: unknown) => {
        shared.push(data);
      },
    });
  });
  await page.goto(qrUrl);
  const receipt = page.getByRole('region', { name: 'Scan to pay' });
  await expect(receipt.getByRole('img', { name: 'QR code to pay' })).toBeVisible();
  await expect(receipt.getByText('7720441109')).toBeVisible();

  const download = page.waitForEvent('download');
  await receipt.getByRole('button', { name: 'Save QR' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('repayment-7720441109.png');
  const path = await file.path();
  const { readFile } = await import('node:fs/promises');
  const bytes = await readFile(path);
  // A PNG's signature, and more than a blank image's few bytes.
  expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(bytes.length).toBeGreaterThan(2000);
  await expect(receipt.getByRole('button', { name: 'QR saved' })).toBeVisible();

  await receipt.getByRole('button', { name: 'Share code' }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { sharedForTest: unknown[] }).sharedForTest))
    .toEqual([
      {
        title: 'Repayment code',
        text: 'Repayment code\nRepayment code: 7720441109\nAmount to pay: ₱5227.50',
      },
    ]);
});

test('without Web Share, Copy code copies the code and says so', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.addInitScript(() => {
    Reflect.deleteProperty(Navigator.prototype, 'share');
  });
  await page.goto(qrUrl);
  await page.getByRole('button', { name: 'Copy code' }).click();
  await expect(page.getByRole('status').getByText('copy success')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('7720441109');
});
