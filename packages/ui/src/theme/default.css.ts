import { createTheme } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { baseTokens } from './tokens';

/** The kit's default look (`baseTokens`): a brand's own theme is built the same way from its tokens. */
export const defaultTheme = createTheme(vars, baseTokens);
