import { intlMoney } from '@loan/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ConfigProvider } from '../../config';
import { DetailRows } from './DetailRows';

describe('DetailRows writes a server amount in the brand money format', () => {
  it("shows ₱4,850.00 as ₱4850.00 in the default config (the spec's money), one amount that never wraps", () => {
    render(<DetailRows rows={[{ text: 'Received amount', value: '₱4,850.00' }]} aria-label="Loan" />);
    expect(screen.getByRole('definition').textContent).toBe('₱4850.00');
    expect(screen.getByText('₱4850.00').getAttribute('data-nowrap')).toBe('amount');
    expect(screen.queryByText('₱4,850.00')).toBeNull();
  });

  it("follows the provider's money: India writes the same row's rupees with lakh grouping", () => {
    render(
      <ConfigProvider money={intlMoney('en-IN', 'INR')}>
        <DetailRows rows={[{ text: 'Loan amount', value: 'Rs. 150000' }]} />
      </ConfigProvider>,
    );
    expect(screen.getByRole('definition').textContent).toBe('₹1,50,000.00');
  });

  it('leaves a percentage, a term, a date and rupees under the peso as the server sent them', () => {
    render(
      <DetailRows
        rows={[
          { text: 'Interest rate', value: '12%' },
          { text: 'Term', value: '91 days' },
          { text: 'Due date', value: '2026-12-20' },
          { text: 'Fee', value: '₹4,850.00' },
        ]}
      />,
    );
    expect(screen.getAllByRole('definition').map((value) => value.textContent)).toEqual([
      '12%',
      '91 days',
      '2026-12-20',
      '₹4,850.00',
    ]);
    expect(document.querySelector('[data-nowrap="amount"]')).toBeNull();
  });
});
