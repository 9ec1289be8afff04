import { defaultRoutes, lastChannelKey } from '@loan/core';
import { expect, test } from './fixtures';
import { stubExternal } from './sandbox';

// Issue 24 item 6, "pay the way I paid last time", as a borrower does it: pay through a channel that
// is not the first, come back to the repay page, and that channel is chosen (the default brand).
const session = 'sessionId=demo&userId=u-demo';
const repayUrl = `${defaultRoutes.repay}?${session}&productId=p-100&orderId=o-174`;

test('pay with a channel, come back: it is chosen, marked Last used, and only its number is stored', async ({
  page,
}) => {
  await stubExternal(page);
  await page.goto(repayUrl);
  await page.getByRole('button', { name: 'Choose a payment channel' }).click();
  const sheet = page.getByRole('dialog', { name: 'Payment Method' });
  const radios = sheet.getByRole('radio');
  await expect(radios).toHaveCount(4);
  // The second channel: chosen on purpose, so "first" cannot pass for "last used".
  const second = (
    (await radios.nth(1).evaluate((radio) => radio.closest('label')?.textContent)) ?? ''
  ).trim();
  expect(second).not.toBe('');
  await radios.nth(1).check();
  await sheet.getByRole('button', { name: 'Confirm' }).click();
  const request = page.waitForRequest('**/generate-vcode**');
  await page.getByRole('button', { name: /^Payment ₱/ }).click();
  const sent = JSON.parse((await request).postData() ?? '{}') as { channelNumber: unknown };
  await expect(page).toHaveURL(/pay\.sandbox\.test/);

  await page.goto(repayUrl);
  const row = page.getByRole('button', { name: second, exact: true });
  await expect(row).toBeVisible();
  await expect(page.getByRole('button', { name: 'Choose a payment channel' })).toHaveCount(0);
  await row.click();
  await expect(sheet.getByRole('radio').nth(1)).toBeChecked();
  await expect(sheet.getByText('Last used')).toHaveCount(1);

  const stored = await page.evaluate(() => ({ ...localStorage }));
  expect(stored[lastChannelKey('default')]).toBe(String(sent.channelNumber));
  expect(JSON.stringify(stored)).not.toMatch(/demo|u-demo|o-174|5227|522750/);
});
