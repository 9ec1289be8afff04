import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { fitFontSize } from '../../utils/reflow';

export const card = style({ textAlign: 'center' });

export const logo = style({ borderRadius: vars.radius.md, objectFit: 'contain' });

export const title = style({ margin: 0, fontSize: vars.font.sizeLg, fontWeight: vars.font.weightBold });

export const label = style({ margin: 0, fontSize: vars.font.sizeSm, color: vars.color.textSecondary });

// One line: the code shrinks to the card (not under the small text size), and past that scrolls inside it.
export const code = style({
  maxWidth: '100%',
  margin: 0,
  ...fitFontSize(vars.font.sizeXl, vars.font.sizeSm),
  fontWeight: vars.font.weightBold,
  letterSpacing: '0.08em',
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  overflowX: 'auto',
  userSelect: 'all',
  color: vars.color.text,
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
});

export const total = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  alignSelf: 'stretch',
  margin: `${vars.space.sm} 0 0`,
  paddingTop: vars.space.sm,
  borderTop: `1px solid ${vars.color.border}`,
});

// The text colour, as every neutral amount of the kit (Money's tones): brand is for actions.
export const amount = style({ margin: 0, color: vars.color.text });
