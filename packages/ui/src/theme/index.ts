import './global.css';

export { vars } from './contract.css';
export { pesoTheme } from './peso.css';
export { rupeeTheme } from './rupee.css';

import { pesoTheme } from './peso.css';
import { rupeeTheme } from './rupee.css';

/** Theme class by name, as a brand config names it. */
export const themes = { peso: pesoTheme, rupee: rupeeTheme } as const;
export type ThemeName = keyof typeof themes;
