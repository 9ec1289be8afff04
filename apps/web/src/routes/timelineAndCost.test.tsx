import { apiPaths } from '@loan/core';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../test/route';
import { reshapeOnce } from '../test/sandbox';
import * as confirmScreen from './loanConfirm';
import * as confirmData from './loanConfirm.data';
import * as detailScreen from './loanDetail';
import * as detailData from './loanDetail.data';

// Issue 24 item 6: "where my loan stands" on loan details and "what it costs, at a glance" on loan
// confirm, from the sandbox's seeded answers (docs/decisions/timeline-and-cost.md).

const session = 'sessionId=demo&userId=u-demo&productId=p-100';
const detail = { ...detailScreen, ...detailData };
const confirm = { ...confirmScreen, ...confirmData };

/** What a screen reader hears as the element's description (its aria-describedby texts). */
const descriptionOf = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

describe('loan details timeline', () => {
  // The sandbox's demo day: its 170 order is due on 2026-12-20.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-17T04:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const steps = async () =>
    within(await screen.findByRole('list', { name: 'Where your loan stands' })).getAllByRole('listitem');

  it('marks the due step as current with its date and the days left', async () => {
    renderRoute(detail, `/summerJuly?${session}&orderId=o-170-plain`, 'loanDetail');
    const items = await steps();
    expect(items.map((item) => item.getAttribute('aria-current'))).toEqual([null, null, null, 'step', null]);
    expect(items[0]?.textContent).toContain('Applied');
    expect(items[0]?.textContent).toContain('2026-09-18');
    expect(items[3]?.textContent).toContain('2026-12-20');
    expect(within(items[3] as HTMLElement).getByText('Due in 3 days')).toBeTruthy();
  });

  it('counts the instalments paid and takes the next unpaid one as the due date', async () => {
    renderRoute(detail, `/summerJuly?${session}&orderId=o-170-plan`, 'loanDetail');
    const items = await steps();
    expect(items[3]?.textContent).toContain('2 of 4 paid');
    expect(items[3]?.textContent).toContain('Due in 3 days');
  });

  it('says how many days overdue once: under the due step, or in the status card when the answer says it', async () => {
    reshapeOnce(apiPaths.loanDetails, (body) => {
      const data = { ...(body.data as Record<string, unknown>) };
      delete data.overdueDays;
      return { ...body, data };
    });
    const first = renderRoute(detail, `/summerJuly?${session}&orderId=o-180-delay`, 'loanDetail');
    expect((await steps())[3]?.textContent).toContain('3 days overdue');
    expect(screen.getAllByText('3 days overdue')).toHaveLength(1);
    first.unmount();
    renderRoute(detail, `/summerJuly?${session}&orderId=o-180-delay`, 'loanDetail');
    expect((await steps())[3]?.textContent).not.toContain('overdue');
    expect(screen.getAllByText('3 days overdue')).toHaveLength(1);
  });

  it('says due today on the day', async () => {
    renderRoute(detail, `/summerJuly?${session}&orderId=o-174-delay`, 'loanDetail');
    expect((await steps())[3]?.textContent).toContain('Due today');
  });

  it('shows a refused order where it stopped', async () => {
    renderRoute(detail, `/summerJuly?${session}&orderId=o-151`, 'loanDetail');
    const items = await steps();
    expect(items).toHaveLength(2);
    expect(items[1]?.textContent).toContain('Not approved');
    expect(items[1]?.getAttribute('aria-current')).toBe('step');
  });

  it('shows the steps without dates when the answer carries none, and no timeline for an unknown status', async () => {
    reshapeOnce(apiPaths.loanDetails, (body) => {
      const data = { ...(body.data as Record<string, unknown>) };
      for (const key of ['applyTime', 'approveTime', 'loanTime', 'repayDate']) delete data[key];
      return { ...body, data };
    });
    renderRoute(detail, `/summerJuly?${session}&orderId=o-170-plain`, 'loanDetail');
    const items = await steps();
    expect(items).toHaveLength(5);
    expect(items[3]?.getAttribute('aria-current')).toBe('step');
    expect(items.some((item) => /\d{4}-\d{2}-\d{2}/.test(item.textContent ?? ''))).toBe(false);
    expect(screen.queryByText(/^Due in/)).toBeNull();
  });

  it('has no timeline for a status spec 4 does not list', async () => {
    renderRoute(detail, `/summerJuly?${session}&orderId=o-999`, 'loanDetail');
    await screen.findByRole('heading', { name: 'Processing' });
    expect(screen.queryByRole('list', { name: 'Where your loan stands' })).toBeNull();
  });
});

describe('loan confirm cost at a glance', () => {
  it('splits what is repaid into received, fees and interest, with the sentence beside Next', async () => {
    renderRoute(confirm, `/confirmLoanV3?${session}`, 'loanConfirm');
    const legend = await screen.findByRole('list', { name: 'What the loan costs' });
    const parts = within(legend).getAllByRole('listitem');
    expect(parts.map((part) => part.textContent)).toEqual([
      'You receive₱4850.00',
      'Fees₱150.00',
      'Interest₱227.50',
    ]);
    const next = screen.getByRole('button', { name: 'Next' });
    expect(descriptionOf(next)).toBe('You borrow ₱5000.00 and repay ₱5227.50 in total.');
    expect(within(screen.getByRole('group', { name: 'Actions' })).getByText(/^You borrow/)).toBeTruthy();
  });

  it('shows the parts it has and no sentence when the plan cannot be summed', async () => {
    reshapeOnce(apiPaths.loanDetailConfirm, (body) => ({
      ...body,
      data: { ...(body.data as Record<string, unknown>), repay_plans: [] },
    }));
    renderRoute(confirm, `/confirmLoanV3?${session}`, 'loanConfirm');
    const legend = await screen.findByRole('list', { name: 'What the loan costs' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((part) => part.textContent),
    ).toEqual(['You receive₱4850.00', 'Fees₱150.00']);
    expect(screen.queryByText(/^You borrow/)).toBeNull();
    expect(descriptionOf(screen.getByRole('button', { name: 'Next' }))).toBe('');
  });

  it('without receiveAmount, the loan amount and the rest as interest and fees', async () => {
    reshapeOnce(apiPaths.loanDetailConfirm, (body) => {
      const data = { ...(body.data as Record<string, unknown>) };
      delete data.receiveAmount;
      return { ...body, data };
    });
    renderRoute(confirm, `/confirmLoanV3?${session}`, 'loanConfirm');
    const legend = await screen.findByRole('list', { name: 'What the loan costs' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((part) => part.textContent),
    ).toEqual(['Loan amount₱5000.00', 'Interest and fees₱227.50']);
  });
});
