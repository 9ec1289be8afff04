import { defaultBrand, defaultRoutes } from '@loan/core';
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';

// Customer service and the complaint list (issue 8) against the sandbox.
const session = 'sessionId=demo&userId=u-demo';
const serviceUrl = (extra = '') => `${defaultRoutes.customerService}?${session}${extra}`;
const listUrl = (extra = '') => `${defaultRoutes.complaintList}?${session}${extra}`;

/** Answers the first `times` calls matching `pattern` with `body`, then lets the sandbox answer. */
async function answerFirst(page: Page, pattern: string, body: string, times = 1) {
  let left = times;
  await page.route(pattern, (route) => {
    if (left <= 0) return route.continue();
    left -= 1;
    return route.fulfill({ contentType: 'application/json', body });
  });
}

/** A finger pulling the list down past the refresh distance and letting go. */
async function pullDown(page: Page) {
  await page.locator('[data-state="pulling"]').evaluate((target) => {
    const touchAt = (y: number) => new Touch({ identifier: 1, target, clientX: 100, clientY: y });
    const send = (type: string, y: number, active: boolean) =>
      target.dispatchEvent(
        new TouchEvent(type, {
          touches: active ? [touchAt(y)] : [],
          changedTouches: [touchAt(y)],
          bubbles: true,
          cancelable: true,
        }),
      );
    send('touchstart', 200, true);
    for (let y = 210; y <= 320; y += 10) send('touchmove', y, true);
    send('touchend', 320, false);
  });
}

test.describe('customer service', () => {
  test('shows the online-service contact and the e-mail as a mailto link, from contact-kf-info with overall=30', async ({
    page,
    consoleErrors,
  }) => {
    const call = page.waitForRequest(/contact-kf-info/);
    await page.goto(serviceUrl());
    expect(JSON.parse((await call).postData() ?? '{}')).toEqual({ overall: 30 });
    await expect(page).toHaveTitle('Customer service');
    await expect(page.getByText('+63 917 555 0199')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Copy online service contact' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'support@bayanihanlending.ph' })).toHaveAttribute(
      'href',
      'mailto:support@bayanihanlending.ph',
    );
    await expectNoAxeViolations(page);
    expect(consoleErrors).toEqual([]);
  });

  test('Call sends the service phone through the native bridge', async ({ page }) => {
    // The iOS shell's message handler: the bridge's first transport.
    await page.addInitScript(() => {
      const calls: unknown[] = [];
      (window as unknown as { __calls: unknown[] }).__calls = calls;
      (window as unknown as { webkit: unknown }).webkit = {
        messageHandlers: { callPhone: { postMessage: (m: unknown) => calls.push(m) } },
      };
    });
    await page.goto(serviceUrl());
    await page.getByRole('button', { name: 'Call customer service' }).click();
    const calls = await page.evaluate(() => (window as unknown as { __calls: unknown[] }).__calls);
    expect(calls).toEqual([{ phone: defaultBrand.company.servicePhone.replace(/\s/g, '') }]);
    await expect(page).toHaveURL(/\/destabilizeAnd/);
  });

  test('Make a complaint goes to the complaint page with the query carried', async ({ page }) => {
    await page.goto(serviceUrl());
    await page.getByRole('link', { name: /Make a complaint/ }).click();
    await expect(page).toHaveURL(new RegExp(`${defaultRoutes.complaint}\\?`));
    const query = new URL(page.url()).searchParams;
    expect(query.get('sessionId')).toBe('demo');
    expect(query.get('userId')).toBe('u-demo');
  });

  test("a server error code shows the server's message, no retry; the phone and complaint link stay", async ({
    page,
  }) => {
    await page.goto(serviceUrl('&__fault=code:4001:Service%20is%20busy'));
    await expect(page.getByText('Service is busy')).toBeVisible();
    // A retry cannot change the server's answer (issue 24): no Try again; a person is the way on.
    await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Call customer service' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Make a complaint/ })).toBeVisible();
  });

  test('a malformed answer fails the contacts block only: the phone and complaint link stay, and its retry recovers', async ({
    page,
  }) => {
    await page.route('**/contact-kf-info*', async (route) => route.fulfill({ body: 'not json{' }));
    await page.goto(serviceUrl());
    await expect(page.getByRole('heading', { name: 'Contacts not available' })).toBeVisible();
    await expect(
      page.getByText('The server sent an answer we could not read. Please try again.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Call customer service' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Make a complaint/ })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.unroute('**/contact-kf-info*');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('link', { name: 'support@bayanihanlending.ph' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Contacts not available' })).toHaveCount(0);
  });

  test('a timeout fails the contacts block only, with a retry; the phone and complaint link stay', async ({
    page,
  }) => {
    await page.route('**/contact-kf-info*', (route) => route.abort('timedout'));
    await page.goto(serviceUrl());
    await expect(page.getByRole('heading', { name: 'Contacts not available' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Call customer service' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Make a complaint/ })).toBeVisible();
  });

  test('needs no param: it opens without a session', async ({ page }) => {
    await page.goto(defaultRoutes.customerService);
    await expect(page.getByRole('link', { name: 'support@bayanihanlending.ph' })).toBeVisible();
  });
});

test.describe('complaint list', () => {
  test('shows the tabs from the server and items with time, type, content and status', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto(listUrl());
    await expect(page).toHaveTitle('My complaints');
    const tabs = page.getByRole('tablist', { name: 'Complaints by status' }).getByRole('tab');
    await expect(tabs).toHaveText(['All', 'Processing', 'Completed']);
    const item = page.getByRole('tabpanel').getByRole('link', { name: /Too many calls|Collection/ });
    await expect(item).toContainText('2026-11-02 10:15:00');
    await expect(item).toContainText('Collection');
    await expect(item).toContainText('I was called five times');
    // The status comes from the status tab that lists the complaint.
    await expect(item).toContainText('Completed');
    await expectNoAxeViolations(page);
    expect(consoleErrors).toEqual([]);
  });

  test('an empty list offers File a complaint, which opens the complaint start page with the session (issue 24)', async ({
    page,
  }) => {
    await page.route('**/problem-list*', (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({ code: '0', message: 'ok', data: { tabs: [] } }),
      }),
    );
    await page.goto(listUrl());
    await expect(page.getByRole('heading', { name: 'No complaints yet' })).toBeVisible();
    await page.getByRole('button', { name: 'File a complaint' }).click();
    await expect(page.getByRole('heading', { name: 'Select question type' })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(defaultRoutes.complaint);
    expect(new URL(page.url()).searchParams.get('sessionId')).toBe('demo');
  });

  test('an empty tab beside others offers File a complaint too', async ({ page }) => {
    await page.route('**/problem-list*', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data: { tabs: { title: string; items: unknown[] }[] } };
      body.data.tabs.push({ title: 'Rejected', items: [] });
      await route.fulfill({ response, json: body });
    });
    await page.goto(listUrl());
    await page.getByRole('tab', { name: 'Rejected' }).click();
    const panel = page.getByRole('tabpanel');
    await expect(panel.getByRole('heading', { name: 'No complaints yet' })).toBeVisible();
    // The list's one way to file, under every tab, an empty one too (issue 24 review).
    await expect(page.getByRole('button', { name: 'File a complaint' })).toBeVisible();
  });

  test('switching tabs shows that tab’s items', async ({ page }) => {
    await page.goto(listUrl());
    await page.getByRole('tab', { name: 'Completed' }).click();
    const links = page.getByRole('tabpanel').getByRole('link');
    await expect(links).toHaveCount(1);
    await expect(links.first()).toContainText('Collection');
  });

  test('tapping an item opens its details with problemId and the common params', async ({ page }) => {
    await page.goto(listUrl());
    await page.getByRole('link', { name: /Collection/ }).click();
    await expect(page).toHaveURL(new RegExp(`${defaultRoutes.complaintDetails}\\?problemId=1&`));
    const query = new URL(page.url()).searchParams;
    expect(query.get('sessionId')).toBe('demo');
    expect(query.get('userId')).toBe('u-demo');
  });

  test('a tab without complaints shows the empty state', async ({ page }) => {
    await answerFirst(
      page,
      '**/problem-list*',
      JSON.stringify({ code: '0', message: '', data: { tabs: [{ title: 'All', items: [] }] } }),
    );
    await page.goto(listUrl());
    await expect(page.getByRole('heading', { name: 'No complaints yet' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('pulling down refreshes the list', async ({ page }) => {
    let calls = 0;
    await page.route('**/problem-list*', async (route) => {
      calls += 1;
      if (calls === 1) return route.continue();
      return route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({
          code: '0',
          message: '',
          data: {
            tabs: [
              {
                title: 'All',
                items: [{ id: 9, time: '2026-11-23 09:00:00', type: 'Other', content: 'Fresh one' }],
              },
            ],
          },
        }),
      });
    });
    await page.goto(listUrl());
    await expect(page.getByRole('link', { name: /Collection/ })).toBeVisible();
    await pullDown(page);
    await expect(page.getByRole('link', { name: /Fresh one/ })).toBeVisible();
    await expect(page.getByRole('link', { name: /Collection/ })).toHaveCount(0);
    expect(calls).toBe(2);
  });

  test("a failed refresh shows the server's message and keeps the list", async ({ page }) => {
    await page.goto(listUrl());
    await expect(page.getByRole('link', { name: /Collection/ })).toBeVisible();
    await page.route('**/problem-list*', (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({ code: '2009', message: 'List is being updated', data: null }),
      }),
    );
    await pullDown(page);
    await expect(page.getByRole('alert')).toHaveText('List is being updated');
    await expect(page.getByRole('link', { name: /Collection/ })).toBeVisible();
  });

  test("a server error code shows the server's message with customer service, not a retry", async ({
    page,
  }) => {
    await page.goto(listUrl('&__fault=code:2009:Complaint%20service%20is%20busy'));
    await expect(page.getByText('Complaint service is busy')).toBeVisible();
    // A retry cannot change the server's answer (issue 24): no Try again; a person is the way on.
    await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Contact customer service' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'My complaints' })).toBeVisible();
  });

  test('a malformed answer (sandbox fault) reaches the error page with a retry', async ({ page }) => {
    await page.goto(listUrl('&__fault=malformed'));
    await expect(
      page.getByText('The server sent an answer we could not read. Please try again.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  test('a list answer of the wrong shape reaches the error page, and retry recovers', async ({ page }) => {
    await answerFirst(
      page,
      '**/problem-list*',
      JSON.stringify({ code: '0', message: '', data: { tabs: 'x' } }),
    );
    await page.goto(listUrl());
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('tab', { name: 'All' })).toBeVisible();
  });

  test('a timeout reaches the error page with a retry', async ({ page }) => {
    await page.route('**/problem-list*', (route) => route.abort('timedout'));
    await page.goto(listUrl());
    await expect(page.getByRole('heading', { name: 'Connection problem' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  test('a link without a session says it is incomplete', async ({ page }) => {
    await page.goto(`${defaultRoutes.complaintList}?userId=u-demo`);
    await expect(page.getByRole('heading', { name: 'This link is incomplete' })).toBeVisible();
    await expect(page.getByText(/needs sessionId/)).toBeVisible();
  });
});
