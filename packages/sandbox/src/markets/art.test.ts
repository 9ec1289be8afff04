import { describe, expect, it } from 'vitest';
import { seedWorld } from '../seed';
import { channelMark, india, moneyText, philippines, productMark } from './index';

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
