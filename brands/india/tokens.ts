import type { BrandTokens } from '@loan/ui';

/**
 * Indigo with a violet focus ring of its own (>= 3:1 on every light surface; on indigo the kit rings in
 * onBrand) and logo tiles in indigo, deep indigo and violet. Contrast of text on brand >= 4.5:1.
 */
export const tokens: BrandTokens = {
  color: {
    brand: '#3a2e9c',
    brandPressed: '#2b2277',
    onBrand: '#ffffff',
    brandSoft: '#ecebf9',
    text: '#1d1b2b',
    textSecondary: '#4d4a61',
    textDisabled: '#5d5a70',
    background: '#f7f6fb',
    surface: '#ffffff',
    border: '#d9d7e6',
    disabled: '#dcdae6',
    onDisabled: '#48455c',
    warning: '#8a4b00',
    focus: '#7c3aed',
  },
};
