import { defineBrand, specMobile, specMoney, splitSpecCatalogue } from '@loan/core';
import type { BrandFolder } from '../types';
import { tokens } from './tokens';

/**
 * The spec's product exactly as the spec gives it: its routes, field names, strings, rules and peso
 * amounts (`defaultBrand` in @loan/core), in the kit's default look. Its strings are the spec
 * catalogue split by screen area, so each route brings its own words (issue 16).
 */
const config = defineBrand({
  id: 'default',
  catalogue: splitSpecCatalogue(),
  market: { mobile: specMobile, money: specMoney('0'), paymentGuide: 'philippines' },
  // Field reports go by the bridge's burial point and, as beacons, to this path under the API base
  // (docs/decisions/field-reporting.md); the sandbox records them.
  report: { endpoint: '/h5api/field-report' },
});

export default {
  config,
  tokens,
  market: 'philippines',
  title: 'Default (the spec, peso)',
} satisfies BrandFolder;
