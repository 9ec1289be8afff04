// Every brand this app builds, by id: its folder's name and the value of VITE_BRAND.
// Adding a brand is one folder and one line here (README, Adding a brand).
import defaultBrand from './default';
import india from './india';
import masagana from './masagana';
import type { BrandFolder } from './types';

export const registry = {
  default: defaultBrand,
  india,
  masagana,
} as const satisfies Record<string, BrandFolder>;

export type BrandId = keyof typeof registry;
export type { BrandFolder, MarketId } from './types';

/** The ids in the registry. */
export const brandIds = Object.keys(registry) as BrandId[];
