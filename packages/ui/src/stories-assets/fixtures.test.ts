import { defaultBrand } from '@loan/core';
import { type DemoMarket, india, philippines } from '@loan/sandbox/markets';
import { describe, expect, it } from 'vitest';
import { qrPath } from '../components/QrCode/qrPath';
import { logoTiles, payCodeQr, philippineLogos, qrImage, storyPayCode } from './fixtures';
import {
  channelImage,
  channelMark,
  channelScreen,
  payCodeBanner,
  productLogo,
  productLogoAlt,
  productLogoThird,
  productMark,
} from './images';
import { philippineWorld } from './market';

const markets: readonly DemoMarket[] = [philippines, india];
const picture = (url: string) => decodeURIComponent(url.replace(/^data:image\/svg\+xml,/, ''));
/** A market's wallets, store and banks (a wallet may be a bank too, as GCash is in the Philippines). */
const brandsOf = (market: DemoMarket) => [
  ...new Set([
    ...market.wallets.map((wallet) => wallet.name),
    market.store.name,
    ...market.banks.map((bank) => bank.name),
  ]),
];
const channelsOf = (market: DemoMarket) => [...brandsOf(market), market.bankTransfer.name];
const productsOf = ({ products }: DemoMarket) => [
  products.main,
  products.second,
  products.business,
  ...products.recommended,
  ...products.more,
  products.apps.landing,
  products.apps.download,
  products.apps.lite,
];

describe('channelMark', () => {
  it.each(markets)('gives every channel and bank of $id its own mark', (market) => {
    const names = channelsOf(market);
    const marks = names.map(channelMark);
    for (const [i, mark] of marks.entries()) expect(mark, names[i]).toMatch(/^data:image\/svg\+xml,/);
    expect(new Set(marks).size).toBe(names.length);
    for (const card of market.bankCards) {
      expect(channelMark(card.bankName)).toBeDefined();
      expect(channelMark(card.bankCode)).toBe(channelMark(card.bankName));
    }
  });

  it('draws each channel in its own colours with its name or initials in bold type', () => {
    const gcash = picture(channelMark('GCash') ?? '');
    expect(gcash).toContain('fill="royalblue"');
    expect(gcash).toMatch(/>G<.*>Cash</);
    expect(picture(channelMark('Maya') ?? '')).toMatch(/fill="black".*fill="springgreen".*>maya</);
    expect(picture(channelMark('7-Eleven') ?? '')).toMatch(/darkorange.*green.*red.*>7</);
    expect(picture(channelMark('PhonePe') ?? '')).toMatch(/rebeccapurple.*>Pe</);
    expect(picture(channelMark('Paytm') ?? '')).toMatch(/navy">pay<.*deepskyblue">tm</);
    expect(picture(channelMark('HDFC Bank') ?? '')).toContain('>HDFC<');
    expect(picture(channelMark('BDO Unibank') ?? '')).toContain('>BDO<');
    for (const name of [...brandsOf(philippines), ...brandsOf(india)]) {
      expect(picture(channelMark(name) ?? '')).toContain('font-weight="bold"');
    }
  });

  it('has none for a name no market has, so the kit draws its initials', () => {
    expect(channelMark('Union Bank')).toBeUndefined();
    expect(channelMark('toString')).toBeUndefined();
  });
});

describe('channelScreen', () => {
  it.each(markets)('draws each bill payment channel of $id its own portrait screen', (market) => {
    const names = [...market.wallets.map((wallet) => wallet.name), market.store.name];
    const screens = names.map(channelScreen);
    expect(new Set(screens).size).toBe(names.length);
    for (const [i, screen] of screens.entries()) {
      expect(picture(screen)).toContain('width="120" height="200"');
      expect(picture(screen)).toContain(`>${names[i]}<`);
    }
  });
});

describe('payCodeBanner', () => {
  it('shows the slip with the code, a barcode of it and the store’s mark over the counter', () => {
    const banner = picture(payCodeBanner('7-Eleven', '7123 4567 8901'));
    expect(banner).toContain('>7123 4567 8901<');
    expect(banner).toContain(`href="${channelMark('7-Eleven')}"`);
    expect(payCodeBanner('7-Eleven', '7123 4567 8901')).not.toBe(payCodeBanner('7-Eleven', '7720 4411 0923'));
    expect(picture(channelImage)).not.toContain('<image');
  });
});

describe('productMark', () => {
  it.each(markets)('gives every product and app of $id its own tile, with its initial', (market) => {
    const names = productsOf(market);
    const marks = names.map(productMark);
    expect(new Set(marks).size).toBe(names.length);
    for (const [i, mark] of marks.entries()) {
      expect(picture(mark)).toContain(`>${names[i]?.charAt(0)}`);
      expect(picture(mark)).not.toContain('teal');
    }
  });

  it('draws a name no market has in a spare pair, still with its initial', () => {
    expect(picture(productMark('Zed Loan'))).toContain('>Z<');
  });
});

describe('qrImage', () => {
  it('is the kit encoder’s code of the text, black on white with the scanners’ quiet zone', () => {
    const { modules, d } = qrPath(storyPayCode, 'M', 4);
    const image = picture(payCodeQr);
    expect(payCodeQr).toBe(qrImage(storyPayCode));
    expect(image).toContain(`viewBox="0 0 ${modules + 8} ${modules + 8}"`);
    expect(image).toContain(`<path d="${d}" fill="black"/>`);
    expect(image).toContain('width="176" height="176"');
    expect(qrImage('https://pay.example/7720', 200)).not.toBe(qrImage('https://pay.example/7721', 200));
  });
});

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
  it('is the Philippine data set with its products’ own logos and the spec’s lender (the default brand)', () => {
    expect(philippineWorld.market).toBe(philippines);
    expect(philippineLogos).toEqual([productLogo, productLogoAlt, productLogoThird]);
    expect(philippineLogos).toEqual([
      productMark(philippines.products.main),
      productMark(philippines.products.second),
      productMark(philippines.products.business),
    ]);
    expect(philippineWorld.logos).toBe(philippineLogos);
    expect(philippineWorld.company).toEqual(defaultBrand.company);
    expect(philippineWorld.money.amount(500000)).toBe('₱5,000.00');
  });
});
