import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { RecommendedProductItem } from '../../components/ProductList';
import { JointLoginFailScreen } from './JointLoginFailScreen';

const product = (id: string, name: string, enabled: string): RecommendedProductItem => ({
  id,
  name,
  buttonText: enabled === '1' ? 'Apply now' : 'Not available',
  limitRange: '₱2,000 - ₱20,000',
  enabled,
});

const screenWith = (products: RecommendedProductItem[], extra = {}) =>
  render(
    <JointLoginFailScreen
      state="ready"
      notice="We could not sign you in to this product."
      products={products}
      onSelectProduct={vi.fn()}
      onRetry={vi.fn()}
      onContact={vi.fn()}
      {...extra}
    />,
  );

describe('JointLoginFailScreen ways on', () => {
  it('with no product to apply for, offers customer service: never a page without an action', () => {
    screenWith([product('p-3', 'Tindahan Credit', '0')]);
    const bar = screen.getByRole('group', { name: 'Actions' });
    expect(within(bar).getByRole('button', { name: 'Contact customer service' })).toBeTruthy();
  });

  it('an empty list says to check back later and offers no Try again beside it: customer service is the way on', () => {
    screenWith([]);
    expect(screen.getByRole('heading', { name: 'No products for you right now' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    const bar = screen.getByRole('group', { name: 'Actions' });
    expect(within(bar).getByRole('button', { name: 'Contact customer service' })).toBeTruthy();
  });

  it('has one primary, the sticky Apply for; the cards keep a lighter weight', () => {
    screenWith([product('p-1', 'Kaagapay Cash', '1'), product('p-2', 'Sulit Loan', '1')]);
    const bar = screen.getByRole('group', { name: 'Actions' });
    const primary = within(bar).getByRole('button', { name: 'Apply for Kaagapay Cash' });
    const cards = screen.getAllByRole('button', { name: 'Apply now' });
    expect(cards).toHaveLength(2);
    for (const card of cards) expect(card.className).not.toBe(primary.className);
  });
});
