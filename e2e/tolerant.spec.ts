import { defaultRoutes } from '@loan/core';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { recordBridge } from './sandbox';

// Tolerant decoding (issue 13, item 2) in the browser: the sandbox's answers reshaped the way a
// real lender sends them (flags as numbers or strings, a missing list, an unreadable list item).

const session = 'sessionId=demo&userId=u-demo';

type Data = Record<string, unknown>;

/** Rewrites the `data` of the sandbox's answers to calls matching `pattern`. */
async function reshape(page: Page, pattern: string, change: (data: Data) => Data) {
  await page.route(pattern, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: Data };
    await route.fulfill({ response, json: { ...body, data: change(body.data) } });
  });
}

test.describe('tolerant decoding', () => {
  test('loan details render the market with enabled flags as numbers and an unreadable product dropped and reported', async ({
    page,
  }) => {
    const bridge = await recordBridge(page);
    await reshape(page, '**/loan-details/loan-details**', (data) => {
      const products = data.recProducts as Data[];
      return {
        ...data,
        orderStatus: '200',
        recProducts: [
          ...products.map((p) => ({ ...p, enabled: p.enabled === '1' ? 1 : 0 })),
          { id: null, name: 'Broken' },
        ],
      };
    });
    await page.goto(`${defaultRoutes.loanDetail}?${session}&productId=p-100&orderId=o-200`);
    await expect(page.getByRole('heading', { name: 'Repaid' })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(3);
    await expect
      .poll(async () => (await bridge()).filter((m) => m.name === 'burialPoint').map((m) => m.payload))
      .toEqual([
        {
          event: 'decode_issue',
          extra: expect.objectContaining({ call: '/v3/loan-details/loan-details', kind: 'dropped' }),
        },
      ]);
  });

  test("loan details show REPAY with the status and isDelay as strings and products' enabled as 1", async ({
    page,
  }) => {
    await reshape(page, '**/loan-details/loan-details**', (data) => ({
      ...data,
      orderStatus: '180',
      isDelay: '1',
      recProducts: (data.recProducts as Data[]).map((p) => ({ ...p, enabled: 1 })),
    }));
    await page.goto(`${defaultRoutes.loanDetail}?${session}&productId=p-100&orderId=o-180-delay`);
    await expect(page.getByRole('button', { name: 'REPAY ₱5384.30', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Rollover Repayment' })).toBeVisible();
  });

  test("loan confirm renders without repay_plans, and isPopType '1' keeps the retention popup", async ({
    page,
  }) => {
    await reshape(page, '**/loan-detail-confirm**', (data) => {
      const { repay_plans: _, ...rest } = data;
      return { ...rest, isPopType: '1', amount: String(data.amount) };
    });
    await page.goto(`${defaultRoutes.loanConfirm}?${session}&productId=p-100`);
    await expect(page.getByText('Bayanihan Cash')).toBeVisible();
    const handled = await page.evaluate(() =>
      (window as unknown as { onNativeBack: () => boolean }).onNativeBack(),
    );
    expect(handled).toBe(true);
    await expect(page.getByRole('dialog', { name: 'Point out' })).toBeVisible();
  });
});
