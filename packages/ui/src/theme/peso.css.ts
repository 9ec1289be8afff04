import { createTheme } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { baseTokens } from './tokens';

/** Default brand (Philippines, peso): deep teal. Contrast of text on brand >= 4.5:1. */
export const pesoTheme = createTheme(vars, {
  ...baseTokens,
  color: {
    brand: '#0b6e5f',
    brandPressed: '#085247',
    onBrand: '#ffffff',
    brandSoft: '#e3f3f0',
    text: '#1c2421',
    textSecondary: '#4f5b57',
    textDisabled: '#5f6866',
    background: '#f5f7f6',
    surface: '#ffffff',
    border: '#d5dcda',
    disabled: '#d8dddc',
    onDisabled: '#4a5351',
    danger: '#b3261e',
    success: '#1b6e2a',
    warning: '#8a5200',
    overlay: 'rgba(0, 0, 0, 0.55)',
    focus: '#1a56db',
  },
});
