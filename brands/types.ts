import type { BrandConfig } from '@loan/core';
import type { BrandTokens } from '@loan/ui';

/** Everything brand-specific, from one folder: what `brands/<id>/index.ts` exports as default. */
export interface BrandFolder {
  /** The config: ids, routes, key map, hosts, catalogue, market rules, company, bridge (`defineBrand`). */
  config: BrandConfig;
  /** The theme: only what differs from the kit's `baseTokens`. */
  tokens: BrandTokens;
  /** A one-line description for Storybook's brand toolbar. */
  title: string;
  /**
   * The market whose demo data its sandbox, stories and journeys show (banks, wallets, stores, names,
   * places, numbers, regulators, the server's texts): a data set of `@loan/sandbox/markets`
   * (docs/decisions/market-data.md). A market of its own needs a data set there and its id here.
   */
  market: MarketId;
}

/** The markets that have a demo data set in packages/sandbox/src/markets/. */
export type MarketId = 'philippines' | 'india';
