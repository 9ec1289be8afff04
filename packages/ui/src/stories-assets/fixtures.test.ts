import { defaultBrand } from '@loan/core';
import { philippines } from '@loan/sandbox/markets';
import { describe, expect, it } from 'vitest';
import { logoTiles, philippineLogos } from './fixtures';
import { productLogo, productLogoAlt, productLogoThird } from './images';
import { philippineWorld } from './market';

describe('logoTiles', () => {
  it('draws its three logo tiles in the colours it is given, none of them the stories’ teal', () => {
    const tiles = logoTiles({ tiles: ['indigo', 'darkslateblue', 'blueviolet'], mark: 'white' }).map(
      decodeURIComponent,
    );
    expect(tiles[0]).toContain('fill="indigo"');
    expect(tiles[1]).toContain('fill="darkslateblue"');
    expect(tiles[2]).toContain('fill="blueviolet"');
    expect(tiles.join('')).not.toContain('teal');
  });
});

describe('philippineWorld', () => {
  it('is the Philippine data set with the stories’ own logos and the spec’s lender (the default brand)', () => {
    expect(philippineWorld.market).toBe(philippines);
    expect(philippineLogos).toEqual([productLogo, productLogoAlt, productLogoThird]);
    expect(philippineWorld.logos).toBe(philippineLogos);
    expect(philippineWorld.company).toEqual(defaultBrand.company);
    expect(philippineWorld.money.amount(500000)).toBe('₱5,000.00');
  });
});
