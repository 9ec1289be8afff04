import { describe, expect, it } from 'vitest';
import { seedWorld } from '../seed';
import { channelMark, india, moneyText, payCodeBanner, philippines, productMark } from './index';

describe('the seed’s art', () => {
  it.each([philippines, india])(
    'serves each channel of $id its own mark and each product its own tile',
    (market) => {
      const world = seedWorld(moneyText(market.currency.code), market);
      const channels = world.repaymentInfo.repayList ?? [];
      expect(channels.map((channel) => channel.logo)).toEqual(
        channels.map((channel) => channelMark(channel.name)),
      );
      expect(new Set(channels.map((channel) => channel.logo)).size).toBe(channels.length);
      expect(world.repaymentInfo.productLogo).toBe(productMark(market.products.main));
      const recommended = world.recommended.map((product) => product.logo);
      expect(recommended).toEqual(world.recommended.map((product) => productMark(product.name ?? '')));
      expect(new Set(recommended).size).toBe(recommended.length);
      expect(decodeURIComponent(world.repaymentInfo.defDetail?.logo ?? '')).toContain('7123 4567 8901');
    },
  );
});

describe('the pay code banner', () => {
  const picture = (url: string) => decodeURIComponent(url.replace(/^data:image\/svg\+xml,/, ''));

  it('draws a store’s counter in the Philippines and a phone’s bill payment for India’s BBPS', () => {
    const store = picture(payCodeBanner(philippines.store.name, '7123 4567 8901'));
    expect(store).toContain('fill="burlywood"');
    const bbps = picture(payCodeBanner(india.store.name, '7123 4567 8901'));
    expect(bbps).not.toContain('fill="burlywood"');
    expect(bbps).toContain(`href="${channelMark('BBPS')}"`);
    expect(bbps).toContain('>7123 4567 8901<');
  });

  it('gives each new Indian channel its own mark: UPI, Google Pay, BHIM, BBPS', () => {
    const marks = ['Any UPI app', 'Google Pay', 'BHIM', 'BBPS'].map(channelMark);
    for (const mark of marks) expect(mark).toMatch(/^data:image\/svg\+xml,/);
    expect(new Set(marks).size).toBe(4);
    expect(channelMark('UPI')).toBe(channelMark('Any UPI app'));
  });
});
