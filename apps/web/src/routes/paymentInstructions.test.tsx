import { defaultRoutes } from '@loan/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../test/route';
import * as screenModule from './paymentInstructions';
import * as data from './paymentInstructions.data';

const module = { ...screenModule, ...data };

const url = (extra = '') => `${defaultRoutes.paymentInstructions}?sessionId=demo${extra}`;

describe('payment instructions route', () => {
  it('shows the bill-payment guides from the app, without any call', async () => {
    renderRoute(module, url());
    expect(await screen.findByRole('region', { name: 'Bill payment in GCash' })).toBeTruthy();
  });

  it("requestType=1 shows the borrower's reference number", async () => {
    renderRoute(module, url('&requestType=1&payCode=DP-7720441109&amount=522750'));
    expect(await screen.findByText('DP-7720441109')).toBeTruthy();
  });

  it('requestType=1 without a pay code is an incomplete link, with no retry', async () => {
    renderRoute(module, url('&requestType=1&amount=522750'));
    expect(await screen.findByRole('heading', { name: 'This link is incomplete' })).toBeTruthy();
    expect(screen.getByText(/needs payCode/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});
