import { registry } from '@loan/brands';
import { createTheme } from '@vanilla-extract/css';
import { themeTokens, vars } from '../packages/ui/src/theme';

/** One theme class per brand of the registry, each from the brand's own tokens on the one contract. */
export const brandThemes: Record<string, string> = Object.fromEntries(
  Object.entries(registry).map(([id, brand]) => [id, createTheme(vars, themeTokens(brand.tokens), id)]),
);
