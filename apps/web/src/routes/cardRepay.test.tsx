import { apiPaths } from '@loan/core';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { describeDataRoute } from '../test/matrix';
import { renderRoute } from '../test/route';
import { faultOnce, reshapeOnce } from '../test/sandbox';
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

describe('bank card repayment: no dead end (issue 24 review)', () => {
  const url = '/cardRepayment?sessionId=demo&userId=u-demo&productId=p-100&orderId=o-174';

  it('with no card, Add a bank card is the primary and opens binding from the loan', async () => {
    reshapeOnce(apiPaths.repaymentWay, (body) => ({
      ...body,
      data: { ...(body.data as Record<string, unknown>), bankCards: [] },
    }));
    renderRoute(module, url);
    const add = await screen.findByRole('button', { name: 'Bind a bank card' });
    expect(screen.queryByRole('button', { name: /^Pay ₱/ })).toBeNull();
    fireEvent.click(add);
    const left = await screen.findByRole('heading', { name: /^Left for/ });
    expect(left.textContent).toMatch(/^Left for \/wouldBanks\?/);
    expect(left.textContent).toContain('source=loanDetail');
    expect(left.textContent).toContain('productId=p-100');
  });

  it("Pay with no card chosen says so (spec 5's toast) and sends nothing", async () => {
    renderRoute(module, url);
    fireEvent.click(await screen.findByRole('button', { name: 'Pay ₱5227.50' }));
    expect(await screen.findByText('请先选择付款银行卡！')).toBeTruthy();
  });

  it('the redirect is a text button explained by the line above it', async () => {
    renderRoute(module, url);
    const online = await screen.findByRole('button', { name: 'Pay online' });
    const hint = document.getElementById(online.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe("Or pay on your bank's page, without a saved card.");
  });
});
