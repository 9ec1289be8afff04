import { intlMoney } from '@loan/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ConfigProvider } from '../../config';
import { MoneyText } from './MoneyText';

describe('MoneyText', () => {
  it("writes a server amount in the brand's money (the spec's: no grouping), never wrapped", () => {
    render(<MoneyText text="₱5,000.00" />);
    const amount = screen.getByText('₱5000.00');
    expect(amount.getAttribute('data-nowrap')).toBe('amount');
  });

  it("writes it in a market's money under that market's config", () => {
    render(
      <ConfigProvider money={intlMoney('en-IN', 'INR')}>
        <MoneyText text="Rs. 100000" />
      </ConfigProvider>,
    );
    expect(screen.getByText('₹1,00,000.00')).toBeTruthy();
  });

  it('shows anything else as sent: a percentage, another currency, a bare number', () => {
    const { container } = render(
      <>
        <MoneyText text="12%" />|<MoneyText text="₹500.00" />|<MoneyText text="4850" />
      </>,
    );
    expect(container.textContent).toBe('12%|₹500.00|4850');
  });
});
