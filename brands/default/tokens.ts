import type { BrandTokens } from '@loan/ui';

/** The kit's default look: nothing differs from baseTokens. */
export const tokens: BrandTokens = {};
