import type { BrandTokens } from '@loan/ui';

/**
 * Maroon with warm gold; text on brand >= 4.5:1. The focus ring is the brand's dark gold (>= 4:1 on every
 * light surface): a blue ring read as another app's colour on maroon.
 */
export const tokens: BrandTokens = {
  color: {
    brand: '#8a1538',
    brandPressed: '#6b0f2b',
    onBrand: '#ffffff',
    brandSoft: '#fbe9ee',
    text: '#241a1d',
    textSecondary: '#5a4a4f',
    textDisabled: '#6a5a5f',
    background: '#faf6f4',
    surface: '#ffffff',
    border: '#e3d6d9',
    disabled: '#e0d8da',
    onDisabled: '#4f4347',
    warning: '#8a4b00',
    focus: '#9a6700',
  },
  radius: { sm: '8px', md: '12px', lg: '20px' },
};
