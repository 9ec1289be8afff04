import { apiPaths, defaultRoutes, type ScreenKey } from '@loan/core';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type RouteModule, renderRoute } from '../test/route';
import { reshapeOnce } from '../test/sandbox';
import * as cardRepayScreen from './cardRepay';
import * as cardRepayData from './cardRepay.data';
import * as repayScreen from './repay';
import * as repayData from './repay.data';
import * as repayDelayScreen from './repayDelay';
import * as repayDelayData from './repayDelay.data';
import * as repaymentCodeScreen from './repaymentCode';
import * as repaymentCodeData from './repaymentCode.data';
import * as repaymentCode2Screen from './repaymentCode2';
import * as repaymentCode2Data from './repaymentCode2.data';
import * as repayPeriodScreen from './repayPeriod';
import * as repayPeriodData from './repayPeriod.data';

// Issue 23: a page that says "Please refresh or contact customer service" offers both, as buttons
// (a webview has no reload button). Try again reads the page's data again; the contact opens
// customer service with the link's query.

const missing =
  'The amount to pay is not available, so payment is paused. Please refresh or contact customer service.';
const order = 'sessionId=demo&userId=u-demo&productId=p-100&orderId=o-174';

interface AmountPage {
  module: RouteModule;
  screen: ScreenKey;
  query: string;
  call: string;
  /** The answer's payload without its amount. */
  drop: (data: Record<string, unknown>) => Record<string, unknown>;
  /** The amount shown once it is known. */
  amount: () => Promise<unknown>;
}

const withoutRepayAmount = (data: Record<string, unknown>) => ({ ...data, repayAmount: null });

const pages: AmountPage[] = [
  {
    module: { ...repayScreen, ...repayData },
    screen: 'repay',
    query: order,
    call: apiPaths.loanPlayDetail,
    drop: withoutRepayAmount,
    amount: () => screen.findByRole('button', { name: 'Payment ₱5227.50' }),
  },
  {
    module: { ...repayPeriodScreen, ...repayPeriodData },
    screen: 'repayPeriod',
    query: order,
    call: apiPaths.villages,
    drop: withoutRepayAmount,
    amount: () => screen.findByRole('button', { name: 'Payment Method ₱5227.50' }),
  },
  {
    module: { ...repayDelayScreen, ...repayDelayData },
    screen: 'repayDelay',
    query: `${order}-delay`,
    call: apiPaths.villages,
    drop: (data) => ({ ...data, delayInfo: { ...(data.delayInfo as object), delayAmount: null } }),
    amount: () => screen.findByRole('button', { name: /₱450\.00/ }),
  },
  {
    module: { ...repaymentCode2Screen, ...repaymentCode2Data },
    screen: 'repaymentCode2',
    query: order,
    call: apiPaths.villages,
    drop: withoutRepayAmount,
    amount: () => screen.findByText('₱5227.50'),
  },
  {
    module: { ...cardRepayScreen, ...cardRepayData },
    screen: 'cardRepay',
    query: order,
    call: apiPaths.loanPlayDetail,
    drop: withoutRepayAmount,
    amount: () => screen.findByRole('button', { name: 'Pay ₱5227.50' }),
  },
];

/** The answer once without its amount: the envelope stays, the payload loses the amount. */
function answerWithoutAmount(page: AmountPage) {
  reshapeOnce(page.call, (body) => ({ ...body, data: page.drop(body.data as Record<string, unknown>) }));
}

describe('a page whose amount is missing offers the refresh and the contact it asks for', () => {
  for (const page of pages) {
    const url = `${defaultRoutes[page.screen]}?${page.query}`;

    it(`${page.screen}: Try again reads the data again and the amount comes`, async () => {
      answerWithoutAmount(page);
      renderRoute(page.module, url, page.screen);
      await screen.findByText(missing);
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
      await page.amount();
      expect(screen.queryByText(missing)).toBeNull();
    });

    it(`${page.screen}: Contact customer service opens it with the link's query`, async () => {
      answerWithoutAmount(page);
      renderRoute(page.module, url, page.screen);
      fireEvent.click(await screen.findByRole('button', { name: 'Contact customer service' }));
      await screen.findByRole('heading', { name: `Left for ${defaultRoutes.customerService}?${page.query}` });
    });
  }

  it('repaymentCode: an amount the link did not carry offers the contact (no call to read again)', async () => {
    const query = 'sessionId=demo&showType=1&payCode=7720441109&repayAmount=undefined';
    renderRoute(
      { ...repaymentCodeScreen, ...repaymentCodeData },
      `${defaultRoutes.repaymentCode}?${query}`,
      'repaymentCode',
    );
    await screen.findByText(missing);
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Contact customer service' }));
    await screen.findByRole('heading', { name: new RegExp(`^Left for ${defaultRoutes.customerService}\\?`) });
  });
});
