import { createTheme } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { baseTokens } from './tokens';

/** Second brand (India, rupee): indigo with saffron accents. Contrast of text on brand >= 4.5:1. */
export const rupeeTheme = createTheme(vars, {
  ...baseTokens,
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
    danger: '#b3261e',
    success: '#1b6e2a',
    warning: '#8a4b00',
    overlay: 'rgba(0, 0, 0, 0.55)',
    focus: '#c2410c',
  },
});
