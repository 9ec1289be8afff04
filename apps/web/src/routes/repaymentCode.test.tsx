import { defaultRoutes } from '@loan/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../test/route';
import * as screenModule from './repaymentCode';
import * as data from './repaymentCode.data';

const module = { ...screenModule, ...data };

const url = (query: string) => `${defaultRoutes.repaymentCode}?sessionId=demo&userId=u-demo&${query}`;

describe('repayment code route', () => {
  it('shows the code and the amount from the link', async () => {
    renderRoute(module, url('showType=1&payCode=7720441109&repayAmount=522750'));
    expect(await screen.findByText('₱5227.50')).toBeTruthy();
    expect(screen.getByText('7720441109')).toBeTruthy();
  });

  it('without repayAmount the link is incomplete', async () => {
    renderRoute(module, url('showType=1&payCode=7720441109'));
    expect(await screen.findByRole('heading', { name: 'This link is incomplete' })).toBeTruthy();
    expect(screen.getByText(/needs repayAmount/)).toBeTruthy();
  });

  it('type 1 without payCode is incomplete', async () => {
    renderRoute(module, url('showType=1&repayAmount=522750'));
    expect(await screen.findByRole('heading', { name: 'This link is incomplete' })).toBeTruthy();
    expect(screen.getByText(/needs payCode/)).toBeTruthy();
  });

  it('an amount that is not a number is never shown as money', async () => {
    renderRoute(module, url('showType=1&payCode=7720441109&repayAmount=undefined'));
    await screen.findByText('7720441109');
    expect(screen.queryByText(/₱|undefined|NaN/)).toBeNull();
  });
});
