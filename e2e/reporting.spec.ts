import { defaultRoutes } from '@loan/core';
import { test as base, expect, type Page } from '@playwright/test';
import { recordBridge } from './sandbox';

// Issue 23, item 6: every failure in the field reaches the lender. The app beacons each report to the
// brand's endpoint, which the sandbox records (GET /__sandbox/reports); each carries the build, the
// brand, the route and the user agent, never the session, a phone number or an amount.
const session = 'sessionId=demo&userId=u-demo';
const repayUrl = `${defaultRoutes.repay}?${session}&productId=p-100&orderId=o-174`;

interface Recorded {
  kind: string;
  build: string;
  brand: string;
  route: string;
  agent: string;
  detail: Record<string, string | number | boolean>;
}

// Each test browses with its own user agent, so it reads its own reports from the shared sandbox.
const test = base.extend<{ marker: string }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixture's dependencies from this pattern.
  marker: async ({}, use, testInfo) => {
    // Unique per run too: the sandbox of a reused server still holds an earlier run's reports.
    await use(
      `reporting-${testInfo.testId}-${testInfo.repeatEachIndex}-${testInfo.retry}-${Date.now().toString(36)}`,
    );
  },
  userAgent: async ({ userAgent, marker }, use) => {
    await use(`${userAgent} ${marker}`);
  },
});

/** The reports the sandbox has received from this test's browser. */
async function received(page: Page, marker: string): Promise<Recorded[]> {
  const response = await page.request.get('/__sandbox/reports');
  const { reports } = (await response.json()) as { reports: Recorded[] };
  return reports.filter((r) => typeof r.agent === 'string' && r.agent.includes(marker));
}

/** Waits for the page's reporting chunk (loaded after the page's `load`) to be running. */
async function reportingReady(page: Page) {
  await page.waitForFunction(() =>
    performance.getEntriesByType('resource').some((entry) => entry.name.includes('/fieldReports-')),
  );
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 100)));
}

/** What no report may carry: the session's values, the borrower's phone number, an amount. */
function expectNothingPersonal(reports: Recorded[]) {
  const text = JSON.stringify(reports);
  expect(text).not.toMatch(/sessionId|u-demo|=demo|09171234567|5227|5,227/);
}

/** Every report carries the build, the brand, the route and the user agent. */
function expectContext(reports: Recorded[], marker: string, route = 'repay') {
  for (const r of reports) {
    expect(r).toMatchObject({ brand: 'default', route });
    expect(r.build).toMatch(/^[\w.-]+$/);
    expect(r.agent).toContain(marker);
  }
}

async function openRepay(page: Page) {
  await page.goto(repayUrl);
  await expect(page.getByRole('button', { name: 'Payment ₱5227.50', exact: true })).toBeVisible();
}

test('an uncaught error reaches the sandbox, scrubbed, and goes by the burial point too', async ({
  page,
  marker,
}) => {
  const bridge = await recordBridge(page);
  await openRepay(page);
  await page.evaluate(() =>
    setTimeout(() => {
      throw new Error(`No loan for 09171234567 (₱5227.50) at ${window.location.href}`);
    }),
  );
  await expect
    .poll(async () => (await received(page, marker)).filter((r) => r.kind === 'error'))
    .toHaveLength(1);
  const [error] = (await received(page, marker)).filter((r) => r.kind === 'error');
  expect(error?.detail.message).toBe(`No loan for # (₱#) at ${defaultRoutes.repay}`);
  expect(error?.detail.stack).toEqual(expect.any(String));
  const reports = await received(page, marker);
  expectContext(reports, marker);
  expectNothingPersonal(reports);
  const burialPoints = (await bridge()).filter((m) => m.name === 'burialPoint').map((m) => m.payload);
  expect(burialPoints).toContainEqual({
    event: 'error',
    extra: expect.objectContaining({ message: error?.detail.message, brand: 'default', route: 'repay' }),
  });
});

test('an unhandled rejection reaches the sandbox', async ({ page, marker }) => {
  await openRepay(page);
  await page.evaluate(() => {
    void Promise.reject(new Error('Request failed for sessionId=demo'));
  });
  await expect
    .poll(async () =>
      (await received(page, marker)).filter((r) => r.kind === 'rejection').map((r) => r.detail),
    )
    .toEqual([expect.objectContaining({ message: 'Request failed for sessionId=#', name: 'Error' })]);
  expectContext(await received(page, marker), marker);
});

test("a route chunk that does not arrive reaches the sandbox with the chunk's name", async ({
  page,
  marker,
}) => {
  await page.route('**/assets/repay-*.js', (route) => route.abort());
  await page.goto(repayUrl);
  // The route's loader reports it (issue 23, item 2) and the page reloads once; either page's sink sends it.
  await expect
    .poll(async () => (await received(page, marker)).map((r) => `${r.kind} ${JSON.stringify(r.detail)}`))
    .toContainEqual(expect.stringMatching(/^chunk_load .*"repay-[\w-]+\.js"/));
  const reports = await received(page, marker);
  expectContext(reports, marker);
  expectNothingPersonal(reports);
});

test('a route chunk lost once, which the reload brings, still reaches the sandbox', async ({
  page,
  marker,
}) => {
  // The route HTML's preload and the route's import both fail; after the reload the chunk arrives.
  let lost = 0;
  await page.route('**/assets/repay-*.js', (route) => (lost++ < 2 ? route.abort() : route.continue()));
  // On a slow network the first page reloads before its reporting chunk has come: it must not be lost.
  let slowed = false;
  await page.route('**/assets/fieldReports-*.js', async (route) => {
    if (!slowed) {
      slowed = true;
      await new Promise((resolve) => setTimeout(resolve, 3000));
    }
    await route.continue().catch(() => {});
  });
  await page.goto(repayUrl);
  await expect(page.getByRole('button', { name: 'Payment ₱5227.50', exact: true })).toBeVisible();
  await expect
    .poll(async () =>
      (await received(page, marker)).filter((r) => r.kind === 'chunk_load').map((r) => r.detail),
    )
    .toEqual([expect.objectContaining({ chunk: expect.stringMatching(/^repay-[\w-]+\.js$/), reload: true })]);
});

test('a refused pay URL reaches the sandbox with its reason and host, never the URL', async ({
  page,
  marker,
}) => {
  await page.route('**/generate-vcode**', async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace(
      'https://pay.sandbox.test/pay',
      'http://pay.sandbox.test/pay',
    );
    await route.fulfill({ response, body });
  });
  await openRepay(page);
  await page.getByRole('button', { name: 'Choose a payment channel' }).click();
  const sheet = page.getByRole('dialog', { name: 'Payment Method' });
  await sheet.getByRole('radio', { name: /GCash/ }).check();
  await sheet.getByRole('button', { name: 'Confirm' }).click();
  await page.getByRole('button', { name: 'Payment ₱5227.50', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText("This payment page can't be opened safely");
  await expect
    .poll(async () =>
      (await received(page, marker)).filter((r) => r.kind === 'url_refused').map((r) => r.detail),
    )
    .toEqual([{ reason: 'scheme', host: 'pay.sandbox.test', page: defaultRoutes.repay }]);
  const reports = await received(page, marker);
  expectContext(reports, marker);
  expectNothingPersonal(reports);
  expect(JSON.stringify(reports)).not.toContain('/pay');
});

test("the page's Core Web Vitals arrive once the borrower leaves it", async ({ page, marker }) => {
  await openRepay(page);
  await reportingReady(page);
  // An interaction, so the page has an INP to report.
  await page.getByRole('button', { name: 'Choose a payment channel' }).click();
  await expect(page.getByRole('dialog', { name: 'Payment Method' })).toBeVisible();
  // The borrower goes back to the lender's app: the webview's page is hidden.
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await expect
    .poll(async () =>
      (await received(page, marker))
        .filter((r) => r.kind === 'vital')
        .map((r) => r.detail.name)
        .sort(),
    )
    .toEqual(['CLS', 'INP', 'LCP']);
  const vitals = (await received(page, marker)).filter((r) => r.kind === 'vital');
  for (const v of vitals) {
    expect(v.detail.value).toEqual(expect.any(Number));
    expect(['good', 'needs-improvement', 'poor']).toContain(v.detail.rating);
  }
  expectContext(vitals, marker);
});

test('fifty errors on one page send at most ten, and one note that more were dropped', async ({
  page,
  marker,
}) => {
  await openRepay(page);
  await reportingReady(page);
  await page.evaluate(() => {
    for (let i = 0; i < 50; i++) {
      setTimeout(() => {
        throw new Error(`failure number ${i}`);
      });
    }
  });
  await expect
    .poll(async () => (await received(page, marker)).some((r) => r.kind === 'report_limit'))
    .toBe(true);
  // Anything still on its way would have arrived by now.
  await page.waitForTimeout(500);
  const reports = await received(page, marker);
  expect(reports.filter((r) => r.kind === 'error')).toHaveLength(10);
  expect(reports.filter((r) => r.kind === 'report_limit').map((r) => r.detail)).toEqual([{ of: 'error' }]);
});
