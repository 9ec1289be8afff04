import { apiPaths, defaultBrand, defaultRoutes, type ScreenKey, screenKeys } from '@loan/core';
import type { Locator, Page, Route } from '@playwright/test';
import { expect, test } from './fixtures';

// The fault matrix (issue 13, item 11): every data route of the route table x every fault of its
// primary call shows a message and a way on, and recovers on retry; a business code, which a retry
// cannot change, offers no retry but a person, or on a page without a session Go back (issue 24). Each fault hits the first call
// only (`times: 1`), so the retry meets the healthy sandbox; each case is one page load on its own page.

const session = 'sessionId=demo&userId=u-demo&appName=loan';

/** A route whose loader calls the API: the query it needs, its primary call, what its data looks like. */
interface DataScreen {
  query: string;
  call: string;
  ready: (page: Page) => Locator;
  /** The way on of a business code. Default the Contact customer service button. */
  refused?: (page: Page) => Locator;
}

const goBack = (page: Page) => page.getByRole('button', { name: 'Go back' });

const dataScreens: Partial<Record<ScreenKey, DataScreen>> = {
  jointLoginFail: {
    query: `${session}&productId=p-100`,
    call: apiPaths.goyaRecommend,
    ready: (page) => page.getByRole('heading', { name: 'Kaagapay Cash' }),
  },
  loanDetail: {
    query: `${session}&productId=p-100&orderId=o-200`,
    call: apiPaths.loanDetails,
    ready: (page) => page.getByRole('heading', { name: 'Repaid' }),
  },
  order: {
    query: `${session}&productId=p-100&orderId=o-200`,
    call: apiPaths.loanDetails,
    ready: (page) => page.getByRole('heading', { name: 'Repaid' }),
  },
  loanConfirm: {
    query: `${session}&productId=p-100`,
    call: apiPaths.loanDetailConfirm,
    ready: (page) => page.getByRole('main').getByText('Bayanihan Cash'),
  },
  loanConfirmAlt: {
    query: `${session}&productId=p-100`,
    call: apiPaths.goyaLoanDetail,
    ready: (page) => page.getByRole('main').getByText('Bayanihan Cash'),
  },
  repayPeriod: {
    query: `${session}&productId=p-100&orderId=o-174`,
    call: apiPaths.villages,
    ready: (page) => page.getByText('7123 4567 8901'),
  },
  repay: {
    query: `${session}&productId=p-100&orderId=o-174`,
    call: apiPaths.loanPlayDetail,
    ready: (page) => page.getByText('₱5227.50').first(),
  },
  repayDelay: {
    query: `${session}&productId=p-100&orderId=o-174-delay`,
    call: apiPaths.villages,
    ready: (page) => page.getByRole('heading', { name: 'Extend your loan by 7 days' }),
  },
  customerService: {
    query: session,
    call: apiPaths.contactInfo,
    ready: (page) => page.getByRole('link', { name: 'support@bayanihanlending.ph' }),
    // The contact list refused: the phone and the complaint link stay.
    refused: (page) => page.getByRole('link', { name: /Make a complaint/ }),
  },
  complaint: {
    query: `${session}&orderId=o-174`,
    call: apiPaths.problemInit,
    ready: (page) => page.getByRole('heading', { name: 'Select question type' }),
  },
  complaintNext: {
    query: `${session}&problemType=4&orderNo=o-174`,
    call: apiPaths.problemInit,
    ready: (page) => page.getByRole('list', { name: 'Question type' }),
    // The tag names refused: the form still takes the complaint.
    refused: (page) => page.getByRole('textbox', { name: 'Describe the problem' }),
  },
  complaintList: {
    query: session,
    call: apiPaths.problemList,
    ready: (page) => page.getByRole('tablist', { name: 'Complaints by status' }),
  },
  complaintDetails: {
    query: `${session}&problemId=1`,
    call: apiPaths.problemDetail,
    ready: (page) => page.getByRole('heading', { name: 'Process Result' }),
  },
  bindBank: {
    query: `${session}&productId=p-100`,
    call: apiPaths.cardInit,
    ready: (page) => page.getByRole('textbox', { name: 'Account name' }),
  },
  repaymentCode2: {
    query: `${session}&productId=p-100&orderId=o-174`,
    call: apiPaths.villages,
    ready: (page) => page.getByRole('heading', { name: 'Pay at any 7-Eleven' }),
  },
  cardRepay: {
    query: `${session}&productId=p-100&orderId=o-174`,
    call: apiPaths.loanPlayDetail,
    ready: (page) => page.getByText('₱5227.50').first(),
  },
  promotionLanding: {
    query: 'id=t-1&app_from=web&user_from=fb&utm_tag=spring',
    call: apiPaths.channelTemplate,
    ready: (page) => page.getByRole('heading', { name: 'Cash in 1 day' }),
    refused: goBack,
  },
  promotionDownload: {
    query: 'down_id=d-1',
    call: apiPaths.channelTemplate,
    ready: (page) => page.getByRole('heading', { name: 'Peso Cash Plus' }),
    refused: goBack,
  },
};

/** Routes whose loader calls nothing: their content ships with the app or rides in the link. */
const staticScreens: readonly ScreenKey[] = [
  'home',
  'loanTerms',
  'aboutUs',
  'privacyPolicy',
  'paymentInstructions',
  'repaymentCode',
  'testPreview',
];

/** What a failure below the business level says, on the error element or in the screen's own block. */
const connection = /Check your connection and try again/;
// An HTTP error is the server's trouble, not the connection's.
const serverTrouble = /The server had a problem/;
const unreadable = 'The server sent an answer we could not read. Please try again.';

/** The sandbox's fault switch on one request: the header it reads. */
const sandboxFault = (fault: string) => (route: Route) =>
  route.continue({ headers: { ...route.request().headers(), 'x-sandbox-fault': fault } });

interface Fault {
  name: string;
  apply: (route: Route) => Promise<void>;
  /** What the page says while the fault holds. */
  message: (page: Page) => Locator;
  /** A retry cannot change it (a business code): no Try again, the screen's way on instead. */
  refused?: boolean;
}

const faults: Fault[] = [
  {
    name: 'HTTP 500',
    apply: sandboxFault('500'),
    message: (page) => page.getByText(serverTrouble),
  },
  {
    name: 'malformed JSON',
    apply: sandboxFault('malformed'),
    message: (page) => page.getByText(unreadable),
  },
  {
    // What a proxy or a captive portal answers in place of the API.
    name: 'an HTML page',
    apply: (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Sign in to Wi-Fi</title>' }),
    message: (page) => page.getByText(unreadable),
  },
  {
    // The request times out on the network (the 60 s client timeout is not waited for).
    name: 'timeout',
    apply: (route) => route.abort('timedout'),
    message: (page) => page.getByText(connection),
  },
  {
    name: 'a business error code',
    apply: sandboxFault('code:7001:The lender is resting'),
    message: (page) => page.getByText('The lender is resting'),
    refused: true,
  },
  {
    // The payload a lender sends in the wrong type (text where an object or a list belongs).
    name: 'wrong-typed fields (the payload as text)',
    apply: async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as Record<string, unknown>;
      const key = 'attach' in body ? 'attach' : 'data';
      await route.fulfill({ response, json: { ...body, [key]: 'unexpected' } });
    },
    message: (page) => page.getByText(unreadable),
  },
];

const dataKeys = screenKeys.filter((key) => dataScreens[key]);

test('every screen of the route table is in the matrix or calls nothing', () => {
  expect(screenKeys.filter((key) => !dataScreens[key] && !staticScreens.includes(key))).toEqual([]);
  expect(dataKeys.length * faults.length).toBe(108);
});

for (const key of dataKeys) {
  const screen = dataScreens[key] as DataScreen;
  const url = `${defaultRoutes[key]}?${screen.query}`;
  const call = `${defaultBrand.apiBaseUrl}${screen.call}`;

  test.describe(`${key} (${defaultRoutes[key]})`, () => {
    for (const fault of faults.filter((f) => f.refused)) {
      test(`${fault.name}: a message and a way on, never a retry that cannot change it`, async ({ page }) => {
        const crashes: string[] = [];
        page.on('pageerror', (error) => crashes.push(error.message));
        await page.route((target) => target.pathname === call, fault.apply, { times: 1 });
        await page.goto(url);
        await expect(fault.message(page)).toBeVisible();
        await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
        const way =
          screen.refused ?? ((p: Page) => p.getByRole('button', { name: 'Contact customer service' }));
        await expect(way(page)).toBeVisible();
        expect(crashes).toEqual([]);
      });
    }
    for (const fault of faults.filter((f) => !f.refused)) {
      test(`${fault.name}: a message and a retry that recovers`, async ({ page }) => {
        const crashes: string[] = [];
        page.on('pageerror', (error) => crashes.push(error.message));
        await page.route((target) => target.pathname === call, fault.apply, { times: 1 });
        await page.goto(url);
        await expect(fault.message(page)).toBeVisible();
        await page.getByRole('button', { name: 'Try again' }).click();
        await expect(screen.ready(page)).toBeVisible();
        expect(crashes).toEqual([]);
      });
    }
  });
}
