import { orderTimeline } from '@loan/core';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubDialogs } from '../../test/stubDialogs';
import { LoanDetailScreen, type LoanDetailScreenProps } from './LoanDetailScreen';
import { LoanTimeline } from './LoanTimeline';

stubDialogs();

const base: LoanDetailScreenProps = {
  state: 'ready',
  status: 200,
  statusText: 'Repaid',
  onSelectProduct: vi.fn(),
  onMoreProducts: vi.fn(),
  onCloseDialog: vi.fn(),
  onBindCard: vi.fn(),
  onWithdraw: vi.fn(),
  rating: { stars: 0, onStarsChange: vi.fn(), onSubmit: vi.fn() },
};

describe('LoanDetailScreen dialogs', () => {
  it('withdraw now does not explain its own button under the text', async () => {
    render(<LoanDetailScreen {...base} status={110} statusText="Approved" dialog="withdraw" />);
    const dialog = await screen.findByRole('dialog', { name: 'Your money is ready' });
    expect(within(dialog).getByRole('button', { name: 'Withdraw now' })).toBeTruthy();
    expect(dialog.textContent).not.toContain('opens the page');
    expect(dialog.getAttribute('aria-describedby') ?? '').not.toMatch(/\S+\s+\S+/);
  });

  it('the bank-card reminder does not explain its own button under the text', async () => {
    render(<LoanDetailScreen {...base} dialog="bankCard" bankCardMessage="Check your card." />);
    const dialog = await screen.findByRole('dialog', { name: 'Bank card reminder' });
    expect(dialog.textContent).toContain('Check your card.');
    expect(dialog.textContent).not.toContain('opens your bank card details');
  });

  it('puts the safe action first and the primary last in every two-button dialog, as the kit does', async () => {
    render(<LoanDetailScreen {...base} status={110} statusText="Approved" dialog="withdraw" />);
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Later', 'Withdraw now']);
  });
});

describe('LoanDetailScreen amount due', () => {
  it('an answer without the amount due: no hero, and Repayment without an amount', () => {
    render(<LoanDetailScreen {...base} status={174} statusText="Due today" actions="repayment" />);
    expect(screen.getByRole('button', { name: 'Repayment' })).toBeTruthy();
    expect(screen.queryByText('Amount due')).toBeNull();
  });

  it('with the amount due: the hero, and the button carries it', () => {
    render(
      <LoanDetailScreen
        {...base}
        status={174}
        statusText="Due today"
        actions="repayment"
        amountDue={522750}
      />,
    );
    expect(screen.getByText('Amount due')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Repayment ₱5227.50' })).toBeTruthy();
  });
});

describe('LoanDetailScreen recommended products', () => {
  it('says no more than it knows when none are recommended: the way to more products, not "no products"', () => {
    render(<LoanDetailScreen {...base} products={[]} />);
    expect(screen.queryByText('No products for you right now')).toBeNull();
    expect(screen.getByRole('button', { name: 'Click to view more products' })).toBeTruthy();
  });

  it('names no "Recommended products" with none under it, and keeps the link; with products it has its heading', () => {
    const { unmount } = render(<LoanDetailScreen {...base} products={[]} />);
    expect(screen.queryByRole('heading', { name: 'Recommended products' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Click to view more products' })).toBeTruthy();
    unmount();
    const product = {
      id: 'p-1',
      name: 'Bayanihan Cash',
      buttonText: 'Apply now',
      limitRange: '₱2,000',
      enabled: '1',
    };
    render(<LoanDetailScreen {...base} products={[product]} />);
    expect(screen.getByRole('heading', { name: 'Recommended products' })).toBeTruthy();
  });
});

describe('LoanTimeline', () => {
  const steps = (status: number, extra = {}) => {
    const timeline = orderTimeline({ orderStatus: status, ...extra });
    if (!timeline) throw new Error('no timeline');
    render(<LoanTimeline timeline={timeline} dueInDays={0} />);
    return within(screen.getByRole('list', { name: 'Where your loan stands' })).getAllByRole('listitem');
  };

  it('under review: the current step is Applied, Approved is not yet', () => {
    const items = steps(21, { applyTime: '2026-09-18', approveTime: '2026-09-19' });
    expect(items[0]?.getAttribute('aria-current')).toBe('step');
    expect(items[0]?.textContent).toContain('Applied');
    expect(items[1]?.textContent).toBe('Approved, Not yet');
  });

  it('due today: Repaid is not yet and carries no date, whatever the answer sends', () => {
    const items = steps(174, { repayDate: '2026-12-17', repaidTime: '2026-12-19 18:20:00' });
    expect(items[3]?.getAttribute('aria-current')).toBe('step');
    expect(items[4]?.textContent).toBe('Repaid, Not yet');
  });

  it('repaid before the due date: the dates run forward, no due step ticked before the repaid one', () => {
    const items = steps(200, { repayDate: '2026-12-20', repaidTime: '2026-12-19 18:20:00' });
    expect(items.map((item) => item.textContent)).toEqual([
      'Applied, Done',
      'Approved, Done',
      'Paid out, Done',
      'Repaid, Done2026-12-19',
    ]);
    expect(items[3]?.getAttribute('aria-current')).toBe('step');
  });
});

describe('LoanTimeline overdue', () => {
  const dueMarker = (dueInDays: number) => {
    const timeline = orderTimeline({ orderStatus: dueInDays < 0 ? 180 : 170 });
    if (!timeline) throw new Error('no timeline');
    const { unmount } = render(<LoanTimeline timeline={timeline} dueInDays={dueInDays} />);
    const tone = screen
      .getByText('Due')
      .closest('li')
      ?.querySelector('[aria-hidden="true"]')
      ?.getAttribute('data-tone');
    unmount();
    return tone;
  };

  it('marks the due step of an overdue loan critical, and not one due in 3 days', () => {
    expect(dueMarker(-3)).toBe('critical');
    expect(dueMarker(3)).toBeNull();
  });
});
