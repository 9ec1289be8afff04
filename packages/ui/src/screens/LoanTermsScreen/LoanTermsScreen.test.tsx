import { defaultBrand } from '@loan/core';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LoanTermsScreen } from './LoanTermsScreen';

const latePayment = () =>
  within(screen.getByRole('heading', { level: 2, name: 'Late Payment' }).parentElement as HTMLElement)
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('LoanTermsScreen late payment', () => {
  it("states the spec's penalties and late interest for a brand without its own", () => {
    render(<LoanTermsScreen company={defaultBrand.company} />);
    const [penalty, interest] = latePayment();
    expect(penalty).toContain('₱1000.00 for new clients or ₱800.00 for repeat clients');
    expect(interest).toContain('5% per day from day 1 to day 30');
  });

  it("states a brand's own late fee and daily rate in its money, capped", () => {
    const lateTerms = { fee: 50000, dailyRate: '0.1', capPercent: '10' };
    render(<LoanTermsScreen company={{ ...defaultBrand.company, lateTerms }} />);
    expect(latePayment()).toEqual([
      'a one-time late fee of ₱500.00;',
      'late interest of 0.1% per day on the overdue amount, from the day after the due date until it is paid in full, at most 10% of the overdue amount in all.',
    ]);
    expect(document.body.textContent).not.toContain('5% per day');
  });

  it("names a repeat client's fee where it differs, and no cap where the brand states none", () => {
    const lateTerms = { fee: 50000, feeRepeat: '40000', dailyRate: '0.2' };
    render(<LoanTermsScreen company={{ ...defaultBrand.company, lateTerms }} />);
    expect(latePayment()).toEqual([
      'a one-time late fee of ₱500.00 for new clients or ₱400.00 for repeat clients;',
      'late interest of 0.2% per day on the overdue amount, from the day after the due date until it is paid in full.',
    ]);
  });
});
