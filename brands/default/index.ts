import { defaultBrand } from '@loan/core';
import type { BrandFolder } from '../types';
import { tokens } from './tokens';

// The spec's product exactly as the spec gives it: its routes, field names, strings, rules and peso
// amounts (`defaultBrand` in @loan/core), in the kit's default look.
export default { config: defaultBrand, tokens, title: 'Default (the spec, peso)' } satisfies BrandFolder;
