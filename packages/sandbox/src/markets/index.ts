// One demo data set per market, plain data with no server code: the sandbox's seed, Storybook and
// the end-to-end journeys import it (`@loan/sandbox/markets`), each for the market its brand names.
import { india } from './india';
import { philippines } from './philippines';
import type { DemoMarket } from './types';

export { channelMark, channelMarks, channelScreen, payCodeBanner, productMark } from './art';
export { bankFormItems, bankFormLabels } from './bankForm';
export { type MoneyText, moneyText } from './money';
export type { DemoBank, DemoBankCard, DemoBankField, DemoBankForm, DemoChannel, DemoMarket } from './types';
export { india, philippines };

/** A market's id: what a brand folder's `market` names. */
export type MarketId = DemoMarket['id'];

/** Every market's data set, by id. */
export const markets: Readonly<Record<MarketId, DemoMarket>> = { philippines, india };

/** The data set of a market; throws on an id no data set has (a brand naming a market that does not exist). */
export function demoMarket(id: string): DemoMarket {
  const found = Object.hasOwn(markets, id) ? markets[id as MarketId] : undefined;
  if (!found) throw new Error(`No demo market '${id}'. Markets: ${Object.keys(markets).join(', ')}`);
  return found;
}

/**
 * The values that say which market a page is in: the lender's names and contacts, products and apps,
 * wallets, store, banks, cities, people, phone numbers and regulator lines. A brand's pages and
 * stories must carry none of another market's (the guards of .storybook/vitest.setup.ts and e2e/).
 */
export function marketNames(market: DemoMarket): string[] {
  const { lender, products } = market;
  return [
    lender.name,
    lender.email,
    lender.chatPhone,
    lender.servicePhone,
    lender.landline,
    products.main,
    products.second,
    products.business,
    ...products.recommended,
    ...products.more,
    products.apps.landing,
    products.apps.download,
    products.apps.lite,
    ...market.wallets.map((wallet) => wallet.name),
    market.store.name,
    ...market.bankCards.map((card) => card.bankName),
    ...market.banks.map((bank) => bank.name),
    ...market.cities,
    market.people.fullName,
    market.people.givenName,
    market.people.other,
    market.nationality,
    market.phones.mobile,
    market.phones.wallet,
    market.phones.otherWallet,
    market.regulator.registration,
    market.regulator.licence,
    market.regulator.officer.name,
    market.regulator.officer.email,
    market.regulator.officer.phone,
  ];
}

/** The signs a market's amounts are written with, its own first (`Rs.` is India's too). */
export const currencySigns: Readonly<Record<MarketId, readonly string[]>> = {
  philippines: ['₱', 'PHP'],
  india: ['₹', 'Rs.', 'INR'],
};

/**
 * What of `other` a text shows: each of its names standing as a word of its own, and each of its
 * currency signs. `foreignIn(text, india)` on a Philippine brand's page should be `[]`.
 */
export function foreignIn(text: string, other: DemoMarket): string[] {
  const found = marketNames(other).filter((name) => wordIn(text, name));
  // A sign counts before a digit or a space and digit ('₹500', 'Rs. 500', 'INR 500'), or alone for the symbols.
  for (const sign of currencySigns[other.id]) {
    const symbol = !/^[A-Za-z]/.test(sign);
    if (symbol ? text.includes(sign) : new RegExp(`\\b${literal(sign)}\\s?\\d`).test(text)) found.push(sign);
  }
  return [...new Set(found)];
}

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const wordIn = (text: string, name: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}])${literal(name)}(?![\\p{L}\\p{N}])`, 'u').test(text);
