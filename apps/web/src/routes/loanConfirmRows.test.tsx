import { apiPaths } from '@loan/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../test/route';
import { reshapeOnce } from '../test/sandbox';
import * as confirmScreen from './loanConfirm';
import * as confirmData from './loanConfirm.data';

// Issue 24 review: loan confirm said each figure three times (the hero, the cost bar, the server's rows).
// The bar states what is received, the fees and the interest: the rows of those amounts are not repeated
// under it (docs/decisions/loan-confirm.md).

const session = 'sessionId=demo&userId=u-demo&productId=p-100';
const confirm = { ...confirmScreen, ...confirmData };

describe('loan confirm says each figure once', () => {
  it('leaves out the rows the cost bar states and keeps the hero, the bar and the plan', async () => {
    renderRoute(confirm, `/confirmLoanV3?${session}`, 'loanConfirm');
    const legend = await screen.findByRole('list', { name: 'What the loan costs' });
    expect(within(legend).getAllByRole('listitem')).toHaveLength(3);
    // p-100's rows are Received amount, Service fee and Interest: each is a part of the bar.
    expect(screen.queryByRole('region', { name: 'Loan details' })).toBeNull();
    expect(screen.queryByText('Received amount')).toBeNull();
    expect(screen.getByText('You receive', { selector: 'dt' })).toBeTruthy();
    expect(screen.getByText('Period 1')).toBeTruthy();
  });

  it('keeps a row the bar does not state', async () => {
    reshapeOnce(apiPaths.loanDetailConfirm, (body) => {
      const data = body.data as { details: { text: string; value: string }[] };
      return {
        ...body,
        data: { ...data, details: [...data.details, { text: 'Purpose', value: 'Personal' }] },
      };
    });
    renderRoute(confirm, `/confirmLoanV3?${session}`, 'loanConfirm');
    await screen.findByRole('list', { name: 'What the loan costs' });
    const rows = screen.getByRole('region', { name: 'Loan details' });
    expect(within(rows).getByText('Purpose')).toBeTruthy();
    expect(within(rows).queryByText('Received amount')).toBeNull();
  });

  it("keeps every row where the bar cannot be drawn, and starts the spec's box checked", async () => {
    // No plan and no received amount: nothing to split, so the bar shows nothing.
    reshapeOnce(apiPaths.loanDetailConfirm, (body) => {
      const data: Record<string, unknown> = { ...(body.data as object), repay_plans: [], amount: '' };
      delete data.receiveAmount;
      return { ...body, data };
    });
    renderRoute(confirm, `/confirmLoanV3?${session}`, 'loanConfirm');
    const rows = await screen.findByRole('region', { name: 'Loan details' });
    expect(within(rows).getByText('Received amount')).toBeTruthy();
    expect(within(rows).getByText('Interest')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'What the loan costs' })).toBeNull();
    expect((screen.getByRole('checkbox') as HTMLInputElement).checked).toBe(true);
  });
});
