// What a story shows of the brand it is drawn in: its market's data set (names, banks, wallets, places,
// numbers, server texts), its product logos and its company. Storybook's brand decorator provides it
// (.storybook/brand.tsx) and re-renders when the visual tests switch brand, so a story reads it at
// render time: `parameters.market` (args from the world) or `useStoryWorld()` in a render.
// A story that belongs to one market (India's key fact statement, its rupee amounts) says so with
// `parameters: { ...onlyInMarket('india') }`: it is shown, shot and guarded in that market's brands only.
import { type BrandConfig, defaultBrand, type MessageKey, message } from '@loan/core';
import {
  type DemoMarket,
  type MarketId,
  type MoneyText,
  markets,
  moneyText,
  philippines,
} from '@loan/sandbox/markets';
import { createContext, useContext } from 'react';
import { philippineLogos } from './fixtures';

/** The shown brand's world. */
export interface StoryWorld {
  /** The market's data set: what the lender's server and the borrower's phone would name. */
  market: DemoMarket;
  /** Amounts as the market's server writes them in its texts (details rows, ranges): `₱5,000.00`, `₹1,00,000.00`. */
  money: MoneyText;
  /** Three product logos, as data: URLs. */
  logos: readonly [string, string, string];
  /** The brand's company and its trust facts (about us, privacy policy, loan terms, the site). */
  company: BrandConfig['company'];
  trust?: BrandConfig['trust'];
  /** How the brand draws a status without its own icon (the spec's tick unless it asks for the neutral one). */
  unknownStatusIcon?: BrandConfig['unknownStatusIcon'];
  /** Whether loan confirm's agreement box starts checked (the spec's does unless the brand asks otherwise). */
  agreementsChecked?: BrandConfig['agreementsChecked'];
  /** A string of the brand's catalogue (the words the app itself would show, such as its validation messages). */
  text: (key: MessageKey) => string;
}

/** The default brand's world: the Philippines, the stories' own logos, the spec's lender. */
export const philippineWorld: StoryWorld = {
  market: philippines,
  money: moneyText(philippines.currency.code),
  logos: philippineLogos,
  company: defaultBrand.company,
  trust: defaultBrand.trust,
  unknownStatusIcon: defaultBrand.unknownStatusIcon,
  agreementsChecked: defaultBrand.agreementsChecked,
  text: (key) => message(defaultBrand.catalogue, key),
};

const StoryWorldContext = createContext<StoryWorld>(philippineWorld);

/** Provides the shown brand's world to the stories inside. */
export const StoryWorldProvider = StoryWorldContext.Provider;

/** The shown brand's world, read at render time. */
export function useStoryWorld(): StoryWorld {
  return useContext(StoryWorldContext);
}

/**
 * A story's args from the shown brand's world (`parameters: { market: fromWorld }`): the brand
 * decorator lays them over the story's args on every render. Meta args take `fromWorld(philippineWorld)`
 * so Controls and types have values; a story that sets one of these args itself gives its own.
 */
export type WorldArgs<Args> = (world: StoryWorld) => Partial<Args>;

/** A market's wallet or store as a payment channel of the kit (`PaymentChannel`), with a logo. */
export const asChannel = (
  { name, channelNumber }: { name: string; channelNumber: number },
  logo?: string,
) => ({
  name,
  channelNumber,
  logo,
});

/** The parameter that ties a story to one market (read by the brand decorator and the visual tests). */
export interface OnlyInMarketParameters {
  onlyInMarket: MarketId;
}

/**
 * A story of one market only (`parameters: { ...onlyInMarket('india') }`): in a brand of another market
 * Storybook shows a notice in its place, and the visual tests neither shoot nor guard it there (their
 * play runs in the market's first brand). Its amounts are then the brand's own money.
 */
export const onlyInMarket = (market: MarketId): OnlyInMarketParameters => ({ onlyInMarket: market });

/** The market a story's parameters tie it to, if any. */
export function storyMarketOf(parameters: unknown): MarketId | undefined {
  const market = (parameters as Partial<OnlyInMarketParameters> | undefined)?.onlyInMarket;
  return typeof market === 'string' && Object.hasOwn(markets, market) ? market : undefined;
}
