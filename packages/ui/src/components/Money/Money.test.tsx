import { intlMoney } from '@loan/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ConfigProvider } from '../../config';
import { Money } from './Money';

describe('Money', () => {
  it('writes minor units in the brand format, marked as an amount that never wraps', () => {
    render(<Money amount={500000} />);
    const amount = screen.getByText('₱5000.00');
    expect(amount.getAttribute('data-nowrap')).toBe('amount');
  });

  it('follows the provider money format, the same for a numeric string', () => {
    render(
      <ConfigProvider money={intlMoney('en-IN', 'INR')}>
        <Money amount="15000000" size="hero" />
      </ConfigProvider>,
    );
    expect(screen.getByText('₹1,50,000.00').getAttribute('data-nowrap')).toBe('amount');
  });

  it.each([undefined, null, ''])(
    'shows a dash read as an unknown amount for %j, never a bare symbol',
    (amount) => {
      const { container } = render(<Money amount={amount} size="hero" />);
      expect(container.textContent).toBe('—Amount not available');
      expect(screen.getByText('—').getAttribute('aria-hidden')).toBe('true');
    },
  );

  it('tells a hero amount its length so it can shrink to fit instead of wrapping', () => {
    render(<Money amount={522750} size="hero" />);
    expect(screen.getByText('₱5227.50').style.getPropertyValue('--loan-fit-chars')).toBe('8');
  });
});
