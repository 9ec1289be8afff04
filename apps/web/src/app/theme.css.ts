import { tokens } from '@brand/tokens';
import { themeTokens, vars } from '@loan/ui/theme';
import { createTheme } from '@vanilla-extract/css';

/** The brand's theme class: its tokens on the kit's one contract, the rest the kit's base tokens. */
export const brandTheme = createTheme(vars, themeTokens(tokens));
