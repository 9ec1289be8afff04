import { describe, expect, it } from 'vitest';
import { indianFixture, localiseArgs, philippineFixture } from './fixtures';
import { productLogo, productLogoAlt } from './images';

const indian = indianFixture({ tiles: ['indigo', 'darkslateblue', 'blueviolet'], mark: 'white' });

describe('localiseArgs', () => {
  it('gives the Philippine fixture the args themselves, so its screenshots cannot change', () => {
    const args = { productName: 'Mabilis Cash', list: [{ name: 'GCash' }] };
    expect(localiseArgs(args, philippineFixture)).toBe(args);
  });

  it("swaps names and logos at any depth for another market's, longest name first", () => {
    const onClick = () => undefined;
    const args = {
      productName: 'Mabilis Cash',
      productLogo,
      holder: 'Juan dela Cruz',
      greeting: 'Hi Juan, pay with GCash or Maya',
      range: '₱2,000 - ₱20,000',
      products: [{ name: 'Sulit Loan', logo: productLogoAlt }],
      amount: 520000,
      onClick,
    };
    expect(localiseArgs(args, indian)).toEqual({
      productName: 'Turant Rupee',
      productLogo: indian.logos[0],
      holder: 'Rahul Sharma',
      greeting: 'Hi Rahul, pay with Paytm or PhonePe',
      range: '₹2,000 - ₹20,000',
      products: [{ name: 'Saral Loan', logo: indian.logos[1] }],
      amount: 520000,
      onClick,
    });
  });

  it('leaves a word that only contains a name, other images and non-plain objects alone', () => {
    const date = new Date(0);
    const args = { text: 'Mayang and BDOs', image: 'data:image/png;base64,Maya', date };
    const out = localiseArgs(args, indian);
    expect(out).toEqual(args);
    expect(out.date).toBe(date);
  });
});

describe('indianFixture', () => {
  it('draws its three logo tiles in the colours it is given, none of them the stories’ teal', () => {
    const tiles = indian.logos.map(decodeURIComponent);
    expect(tiles[0]).toContain('fill="indigo"');
    expect(tiles[1]).toContain('fill="darkslateblue"');
    expect(tiles[2]).toContain('fill="blueviolet"');
    expect(tiles.join('')).not.toContain('teal');
  });
});
