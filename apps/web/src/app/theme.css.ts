import { themeTokens, vars } from '@loan/ui/theme';
import { createTheme } from '@vanilla-extract/css';
import { tokens } from '@brand/tokens';

/** The brand's theme class: its tokens on the kit's one contract, the rest the kit's base tokens. */
export const brandTheme = createTheme(vars, themeTokens(tokens));
