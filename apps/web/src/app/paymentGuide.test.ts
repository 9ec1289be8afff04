import { enCatalogue, type MessageKey } from '@loan/core';
import { describe, expect, it } from 'vitest';
import { paymentGuide } from './paymentGuide';

const t = (key: MessageKey) => enCatalogue[key];

describe('paymentGuide', () => {
  it('gives a Philippine market its local guide: GCash and Maya bill payment and 7-Eleven', () => {
    const guide = paymentGuide(t, { paymentGuide: 'philippines' });
    expect(guide.wallets.map((wallet) => wallet.name)).toEqual(['GCash', 'Maya']);
    expect(guide.store?.name).toBe('7-Eleven');
    expect(guide.wallets[0]?.steps).toContain(
      'Enter your reference number and the exact amount, then tap Confirm.',
    );
  });

  it('gives a market without a local guide the generic steps only, no Philippine channel', () => {
    const guide = paymentGuide(t, {});
    expect(guide.wallets).toEqual([]);
    expect(guide.store).toBeUndefined();
    expect(guide.walletSteps).toHaveLength(3);
    expect(guide.qrSteps).toHaveLength(4);
    expect(JSON.stringify(guide)).not.toMatch(/GCash|Maya|7-Eleven/);
  });
});
