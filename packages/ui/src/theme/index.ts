export { keyboardInsetProperty } from '../utils/keyboard';
export { vars } from './contract.css';
export { defaultTheme } from './default.css';
export { kitRoot } from './global.css';
export { type BrandTokens, type ThemeTokens, themeTokens, themeVars } from './themeVars';
export { baseTokens } from './tokens';
