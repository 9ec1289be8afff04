export { vars } from './contract.css';
export { kitRoot } from './global.css';
export { pesoTheme } from './peso.css';
export { rupeeTheme } from './rupee.css';
export { type ThemeTokens, themeVars } from './themeVars';
export { baseTokens } from './tokens';

import { pesoTheme } from './peso.css';
import { rupeeTheme } from './rupee.css';

/** Theme class by name, as a brand config names it. */
export const themes = { peso: pesoTheme, rupee: rupeeTheme } as const;
export type ThemeName = keyof typeof themes;
