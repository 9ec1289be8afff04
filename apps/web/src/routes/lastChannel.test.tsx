import { apiPaths, defaultRoutes, lastChannelKey, type ScreenKey } from '@loan/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brand } from '../app/brand';
import { type RouteModule, renderRoute } from '../test/route';
import { reshapeOnce, server } from '../test/sandbox';
import * as repayScreen from './repay';
import * as repayData from './repay.data';
import * as repayDelayScreen from './repayDelay';
import * as repayDelayData from './repayDelay.data';
import * as repayPeriodScreen from './repayPeriod';
import * as repayPeriodData from './repayPeriod.data';

// Issue 24 item 6, "pay the way I paid last time": the channel paid with last time on this device is
// chosen first; one the list no longer has falls back to the first. Item 3: no channel is a way on.

const order = 'sessionId=demo&userId=u-demo&productId=p-100&orderId=o-174';
const channels = [
  { logo: '', name: 'Alpha Wallet', channel_number: 101 },
  { logo: '', name: 'Beta Store', channel_number: '202' },
  { logo: '', name: 'Gamma Bank', channel_number: 303 },
];

interface ChannelPage {
  module: RouteModule;
  screen: ScreenKey;
  query: string;
  call: string;
  /** Opens the channel sheet the way the screen offers it. */
  openSheet: () => Promise<void>;
}

const pages: ChannelPage[] = [
  {
    module: { ...repayScreen, ...repayData },
    screen: 'repay',
    query: order,
    call: apiPaths.loanPlayDetail,
    openSheet: async () => {
      fireEvent.click(
        await screen.findByRole('button', { name: /Alpha Wallet|Beta Store|Gamma Bank|Choose/ }),
      );
    },
  },
  {
    module: { ...repayPeriodScreen, ...repayPeriodData },
    screen: 'repayPeriod',
    query: order,
    call: apiPaths.villages,
    openSheet: async () => {
      fireEvent.click(await screen.findByRole('button', { name: /^Payment Method/ }));
    },
  },
  {
    module: { ...repayDelayScreen, ...repayDelayData },
    screen: 'repayDelay',
    query: `${order}-delay`,
    call: apiPaths.villages,
    openSheet: async () => {
      fireEvent.click(await screen.findByRole('button', { name: /^Payment Method/ }));
    },
  },
];

function answerWith(page: ChannelPage, repayList: unknown[]) {
  reshapeOnce(page.call, (body) => ({ ...body, data: { ...(body.data as object), repayList } }));
}

// jsdom has no showModal/close (the channel sheet is a dialog): stub them, as the shell's tests do.
const proto = HTMLDialogElement.prototype as unknown as Record<string, unknown>;
const original = { showModal: proto.showModal, close: proto.close };
beforeAll(() => {
  proto.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  proto.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});
afterAll(() => {
  proto.showModal = original.showModal;
  proto.close = original.close;
});

const checked = (element: HTMLElement) => (element as HTMLInputElement).checked;

async function sheet() {
  return within(await screen.findByRole('dialog', { name: 'Payment Method' }));
}

describe('the last channel used is chosen first', () => {
  for (const page of pages) {
    const url = `${defaultRoutes[page.screen]}?${page.query}`;

    it(`${page.screen}: the remembered channel is preselected and marked Last used`, async () => {
      localStorage.setItem(lastChannelKey(brand.id), '202');
      answerWith(page, channels);
      renderRoute(page.module, url, page.screen);
      await page.openSheet();
      const picker = await sheet();
      expect(checked(picker.getByRole('radio', { name: /Beta Store/ }))).toBe(true);
      expect(checked(picker.getByRole('radio', { name: /Alpha Wallet/ }))).toBe(false);
      expect(within(picker.getByText('Beta Store')).getByText('Last used')).toBeTruthy();
      expect(picker.getAllByText('Last used')).toHaveLength(1);
    });

    it(`${page.screen}: an unknown remembered channel falls back to the first, not marked`, async () => {
      localStorage.setItem(lastChannelKey(brand.id), '999');
      answerWith(page, channels);
      renderRoute(page.module, url, page.screen);
      await page.openSheet();
      const picker = await sheet();
      expect(checked(picker.getByRole('radio', { name: /Alpha Wallet/ }))).toBe(true);
      expect(picker.queryByText('Last used')).toBeNull();
    });

    it(`${page.screen}: no channel says so and offers contact and Try again, no pay button`, async () => {
      answerWith(page, []);
      renderRoute(page.module, url, page.screen);
      // By period with the sandbox's pay code on screen, the block says to pay with the code (issue 24 review).
      const noChannel =
        /^No payment channel is available now\.$|No online payment channel is available right now\.$/;
      await screen.findByText(noChannel);
      expect(screen.queryByRole('button', { name: /^Payment/ })).toBeNull();
      // Try again reads the list again: the sandbox's channels come back with the pay button.
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
      await waitFor(() => expect(screen.queryByText(noChannel)).toBeNull());
      expect(await screen.findByRole('button', { name: /^Payment/ })).toBeTruthy();
    });

    it(`${page.screen}: no channel: Contact customer service opens it with the link's query`, async () => {
      answerWith(page, []);
      renderRoute(page.module, url, page.screen);
      fireEvent.click(await screen.findByRole('button', { name: 'Contact customer service' }));
      await screen.findByRole('heading', { name: `Left for ${defaultRoutes.customerService}?${page.query}` });
    });
  }

  it('repay: the remembered channel shows chosen on the page, and Payment pays through it', async () => {
    localStorage.setItem(lastChannelKey(brand.id), '303');
    const page = pages[0] as ChannelPage;
    answerWith(page, channels);
    const bodies: string[] = [];
    server.use(
      http.all(
        `${window.location.origin}${brand.apiBaseUrl}${apiPaths.generateVcode}`,
        async ({ request }) => {
          bodies.push(`${new URL(request.url).search} ${await request.text()}`);
          return HttpResponse.json({ code: 0, data: { payUrl: 'https://pay.example.ph/checkout' } });
        },
        { once: true },
      ),
    );
    renderRoute(page.module, `${defaultRoutes.repay}?${order}`, 'repay');
    const row = await screen.findByRole('button', { name: 'Gamma Bank' });
    expect(row.getAttribute('aria-haspopup')).toBe('dialog');
    expect(screen.queryByText('Choose a payment channel')).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: /^Payment ₱/ }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatch(/channelNumber\W+303/);
  });

  it('repay: nothing remembered leaves the choice to the borrower, and paying remembers the channel number only', async () => {
    const page = pages[0] as ChannelPage;
    answerWith(page, channels);
    renderRoute(page.module, `${defaultRoutes.repay}?${order}`, 'repay');
    fireEvent.click(await screen.findByRole('button', { name: 'Choose a payment channel' }));
    const picker = await sheet();
    expect(picker.queryAllByRole('radio', { checked: true })).toHaveLength(0);
    fireEvent.click(picker.getByRole('radio', { name: /Beta Store/ }));
    fireEvent.click(picker.getByRole('button', { name: 'Confirm' }));
    fireEvent.click(await screen.findByRole('button', { name: /^Payment ₱/ }));
    await waitFor(() => expect(localStorage.getItem(lastChannelKey(brand.id))).toBe('202'));
    expect(lastChannelKey(brand.id)).toContain(brand.id);
  });
});
