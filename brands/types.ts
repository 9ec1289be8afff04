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
}
