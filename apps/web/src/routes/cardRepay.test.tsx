import { apiPaths } from '@loan/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { describeDataRoute } from '../test/matrix';
import { renderRoute } from '../test/route';
import { faultOnce } from '../test/sandbox';
import * as screenModule from './cardRepay';
import * as data from './cardRepay.data';

const module = { ...screenModule, ...data };

describeDataRoute('bank card repayment', {
  module,
  screen: 'cardRepay',
  query: 'sessionId=demo&userId=u-demo&productId=p-100&orderId=o-174',
  call: apiPaths.loanPlayDetail,
  // The amount to repay: the hero, and on the sticky action.
  ready: () => screen.findByRole('button', { name: 'Pay ₱5227.50' }),
  incomplete: { query: 'sessionId=demo&productId=p-100', names: /needs orderId/ },
});

describe('bank card repayment: the due date under the amount (issue 24 item 4)', () => {
  const session = 'sessionId=demo&userId=u-demo&productId=p-100';

  it("shows the order's repayment date under the amount", async () => {
    renderRoute(module, `/cardRepayment?${session}&orderId=o-174`);
    const hero = await screen.findByRole('region', { name: 'Amount to repay' });
    expect(within(hero).getByText('2026-12-20')).toBeTruthy();
  });

  it('with the amount in the link, a failed order call loses only the date', async () => {
    faultOnce(apiPaths.loanPlayDetail, '500');
    renderRoute(module, `/cardRepayment?${session}&orderId=o-174&withholdingAmount=522750`);
    expect(await screen.findByRole('button', { name: 'Pay ₱5227.50' })).toBeTruthy();
    expect(screen.queryByText('Due date')).toBeNull();
  });
});

describe('bank card repayment: a failure shows its picture (issue 24 item 4)', () => {
  it("a failed order call shows the error page's picture with Try again", async () => {
    faultOnce(apiPaths.loanPlayDetail, '500');
    renderRoute(module, '/cardRepayment?sessionId=demo&userId=u-demo&productId=p-100&orderId=o-174');
    await screen.findByRole('button', { name: 'Try again' });
    expect(document.querySelector('main svg[data-name="error"]')).not.toBeNull();
  });
});
