import { specMobile } from '../market/mobile';
import { specMoney } from '../market/money';
import { specCatalogue } from '../messages/spec';
import { specProduct } from './default';
import type { BrandConfig } from './types';

// Its own module: a bundle that builds on specProduct with a split catalogue never imports the whole
// spec catalogue, so the screen areas stay lazy chunks (issue 16).
/** The spec's product with its strings, its mobile rule and its money: the default brand, whole. */
// A pure call: a bundle that never reads defaultBrand drops it, and the spec's catalogue with it.
export const defaultBrand: BrandConfig = /* @__PURE__ */ Object.assign({}, specProduct, {
  catalogue: specCatalogue,
  market: { mobile: specMobile, money: specMoney('0'), paymentGuide: 'philippines' as const },
});
