import { defaultRoutes, type ScreenKey, screenKeys, screenTitle, specCatalogue } from '@loan/core';
import type { Page, Route } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';

// Issue 13 item 8: no route is blank while its chunk or its first call is on the way.

const session = 'sessionId=demo&userId=u-demo&productId=p-100&orderId=o-174-delay';

/** What each route's link needs beyond the session for its first call to be made. */
const extra: Partial<Record<ScreenKey, string>> = {
  complaintNext: '&problemType=4&orderNo=o-174',
  complaintDetails: '&problemId=1',
  promotionLanding: '&id=t-1',
  promotionDownload: '&id=t-1&down_id=d-1',
  paymentInstructions: '',
  repaymentCode: '&showType=1&payCode=7720441109&repayAmount=522750',
};

/** Screens whose first paint waits on no API call (their content is in the chunk or the link). */
const withoutCall = new Set<ScreenKey>([
  'home',
  'aboutUs',
  'loanTerms',
  'privacyPolicy',
  'paymentInstructions',
  'repaymentCode',
  'testPreview',
  // Its one call, problem-init, only names the tags: the form paints at once (e2e/complaintNext.spec.ts).
  'complaintNext',
]);

/** The route module's chunk (vite names it after the file; loan details and the order share one). */
const chunkOf = (screen: ScreenKey) => (screen === 'order' ? 'loanDetail' : screen);

/** The NavBar title the fallback shows: the screen's own, which for two screens is not the document title. */
const navTitle: Partial<Record<ScreenKey, string>> = {
  repay: 'Repayment',
  order: screenTitle(specCatalogue, 'loanDetail'),
};
const withoutNavBar = new Set<ScreenKey>(['home', 'aboutUs', 'loanTerms', 'privacyPolicy']);

/** Holds every request matching `pattern` until `release` is called; `held` resolves at the first. */
function hold(page: Page, pattern: string) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  let caught!: () => void;
  const held = new Promise<void>((resolve) => {
    caught = resolve;
  });
  const handler = async (route: Route) => {
    caught();
    await gate;
    await route.continue();
  };
  return page.route(pattern, handler).then(() => ({ held, release }));
}

async function expectSkeleton(page: Page, screen: ScreenKey) {
  const status = page
    .getByRole('status')
    .filter({ hasText: `Loading ${screenTitle(specCatalogue, screen).toLowerCase()}` });
  await expect(status).toBeAttached();
  await expect(page.locator('main [data-state="loading"][aria-busy="true"]')).toBeVisible();
  if (!withoutNavBar.has(screen)) {
    await expect(
      page.getByRole('heading', { level: 1, name: navTitle[screen] ?? screenTitle(specCatalogue, screen) }),
    ).toBeVisible();
  }
  return status;
}

test.describe('first paint while the first call is pending', () => {
  for (const screen of screenKeys.filter((key) => !withoutCall.has(key))) {
    test(`${defaultRoutes[screen]} shows its title and skeleton until its first answer, then the data`, async ({
      page,
      consoleErrors,
    }) => {
      const api = await hold(page, '**/h5api/**');
      await page.goto(`${defaultRoutes[screen]}?${session}${extra[screen] ?? ''}`, { waitUntil: 'commit' });
      await api.held;
      const status = await expectSkeleton(page, screen);
      await expectNoAxeViolations(page);
      api.release();
      await expect(status).toHaveCount(0);
      await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
      await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);
      await expect(page.getByRole('main')).not.toBeEmpty();
      expect(consoleErrors).toEqual([]);
    });
  }
});

test.describe('first paint while the route chunk is on the way', () => {
  for (const screen of screenKeys) {
    test(`${defaultRoutes[screen]} shows its skeleton until its chunk arrives`, async ({
      page,
      consoleErrors,
    }) => {
      const chunk = await hold(page, `**/assets/${chunkOf(screen)}-*.js`);
      await page.goto(`${defaultRoutes[screen]}?${session}${extra[screen] ?? ''}`, { waitUntil: 'commit' });
      await chunk.held;
      const status = await expectSkeleton(page, screen);
      chunk.release();
      await expect(status).toHaveCount(0);
      await expect(page.getByRole('main')).toBeVisible();
      expect(consoleErrors).toEqual([]);
    });
  }
});
