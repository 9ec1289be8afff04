// Story fixtures by market: the names a story's args use (products, people, banks, wallets, places)
// and the product logos. Stories write the Philippine ones; a brand of another market sees its own
// through `localiseArgs`, so one story serves every brand and the Philippine screenshots never change.
import { productLogo, productLogoAlt, productLogoThird } from './images';

/** A market's stand-ins: each entry pairs with the Philippine one at the same key. */
export interface StoryFixture {
  /** Proper names, longest first where one contains another ('Juan dela Cruz' before 'Juan'). */
  names: Readonly<Record<PhilippineName, string>>;
  /** The three product logos, as data: URLs. */
  logos: readonly [string, string, string];
  /** The currency sign in the stories' server strings ('₱5,000.00' from the server). */
  currency: string;
}

const philippineNames = {
  bayanihan: 'Bayanihan Cash',
  mabilis: 'Mabilis Cash',
  sulit: 'Sulit Loan',
  agad: 'Agad Pera',
  kaagapay: 'Kaagapay Cash',
  pesoCash: 'Peso Cash',
  tindahan: 'Tindahan Credit',
  sevenEleven: '7-Eleven',
  gcashUpper: 'GCASH',
  gcash: 'GCash',
  maya: 'Maya',
  metrobank: 'Metrobank',
  bdoUnibank: 'BDO Unibank',
  bdo: 'BDO',
  bpi: 'BPI',
  mariaSantos: 'Maria Santos',
  juanDelaCruz: 'Juan dela Cruz',
  juan: 'Juan',
  quezonCity: 'Quezon City',
  manila: 'Manila',
  makati: 'Makati',
  cebu: 'Cebu City',
} as const;

type PhilippineName = keyof typeof philippineNames;

/** The stories' own fixture, as they write it (the default brand and Masagana). */
export const philippineFixture: StoryFixture = {
  names: philippineNames,
  logos: [productLogo, productLogoAlt, productLogoThird],
  currency: '₱',
};

const svg = (body: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">${body}</svg>`,
  )}`;

/** A brand's tile colours: the tiles' backgrounds (three) and the mark on them. */
export interface TileColours {
  tiles: readonly [string, string, string];
  mark: string;
}

/** Three product logo tiles in a brand's own colours: a rupee-like glyph, a lotus-like bloom and a rising bar. */
export function logoTiles({
  tiles: [first, second, third],
  mark,
}: TileColours): readonly [string, string, string] {
  return [
    svg(
      `<rect width="64" height="64" rx="14" fill="${first}"/><path d="M20 18h24v5H36c2 2 3 4 3 6h5v5h-5c-1 6-6 9-11 9l12 11h-8L20 42v-4h8c3 0 5-2 6-4H20v-5h14c-1-2-3-3-6-3h-8z" fill="${mark}"/>`,
    ),
    svg(
      `<rect width="64" height="64" rx="14" fill="${second}"/><path d="M32 16c6 6 7 14 0 26-7-12-6-20 0-26zm-14 10c8 1 12 7 13 16-8-1-13-7-13-16zm28 0c0 9-5 15-13 16 1-9 5-15 13-16zM16 46h32v4H16z" fill="${mark}"/>`,
    ),
    svg(
      `<rect width="64" height="64" rx="14" fill="${third}"/><path d="M16 46h8V34h-8zm12 0h8V26h-8zm12 0h8V18h-8z" fill="${mark}"/>`,
    ),
  ];
}

/** India's stand-ins (the India brand), with its logo tiles. */
export function indianFixture(colours: TileColours): StoryFixture {
  return {
    names: {
      bayanihan: 'Sahyog Cash',
      mabilis: 'Turant Rupee',
      sulit: 'Saral Loan',
      agad: 'Jaldi Paisa',
      kaagapay: 'Saathi Cash',
      pesoCash: 'Rupee Cash',
      tindahan: 'Dukaan Credit',
      sevenEleven: 'Reliance Smart',
      gcashUpper: 'PAYTM',
      gcash: 'Paytm',
      maya: 'PhonePe',
      metrobank: 'ICICI Bank',
      bdoUnibank: 'HDFC Bank',
      bdo: 'HDFC',
      bpi: 'SBI',
      mariaSantos: 'Ananya Iyer',
      juanDelaCruz: 'Rahul Sharma',
      juan: 'Rahul',
      quezonCity: 'Pune',
      manila: 'Mumbai',
      makati: 'Bengaluru',
      cebu: 'Chennai',
    },
    currency: '₹',
    logos: logoTiles(colours),
  };
}

const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const namePattern = new RegExp(`\\b(${Object.values(philippineNames).map(literally).join('|')})\\b`, 'g');
const keyOfName = new Map<string, PhilippineName>(
  Object.entries(philippineNames).map(([key, name]) => [name, key as PhilippineName]),
);

/** One string in the market's names: a Philippine logo becomes its tile, a Philippine name its stand-in. */
function localiseText(text: string, fixture: StoryFixture): string {
  const logo = philippineFixture.logos.indexOf(text);
  if (logo >= 0) return fixture.logos[logo] ?? text;
  if (text.startsWith('data:')) return text;
  return text
    .replace(namePattern, (name) => {
      const key = keyOfName.get(name);
      return key ? fixture.names[key] : name;
    })
    .replaceAll(philippineFixture.currency, fixture.currency);
}

const isPlain = (value: object) => {
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
};

/**
 * A story's args in another market's fixture: strings (in arrays and plain objects, at any depth)
 * have their Philippine names and logos swapped; functions, elements and the rest are kept as they
 * are. The Philippine fixture returns the args themselves, so those screenshots cannot change.
 */
export function localiseArgs<T>(args: T, fixture: StoryFixture): T {
  if (fixture === philippineFixture) return args;
  const walk = (value: unknown): unknown => {
    if (typeof value === 'string') return localiseText(value, fixture);
    if (Array.isArray(value)) return value.map(walk);
    if (value && typeof value === 'object' && isPlain(value) && !('$$typeof' in value)) {
      return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, walk(inner)]));
    }
    return value;
  };
  return walk(args) as T;
}
