import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { fitFontSize } from '../../utils/reflow';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
  marginBottom: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
});

export const logo = style({ borderRadius: vars.radius.md, objectFit: 'contain' });

export const title = style({ margin: 0, fontSize: vars.font.sizeLg, fontWeight: vars.font.weightBold });

export const label = style({ margin: 0, fontSize: vars.font.sizeSm, color: vars.color.textSecondary });

// One line: the code shrinks to the card (not under the small text size), and past that scrolls inside it.
export const code = style({
  maxWidth: '100%',
  margin: 0,
  fontSize: fitFontSize(vars.font.sizeXl, vars.font.sizeSm),
  fontWeight: vars.font.weightBold,
  letterSpacing: '0.08em',
  whiteSpace: 'nowrap',
  overflowX: 'auto',
  textAlign: 'center',
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
});

export const total = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  margin: `${vars.space.sm} 0 0`,
});

// The hero amount stays on one line and shrinks to fit a narrow screen.
export const amount = style({
  margin: 0,
  fontSize: fitFontSize(vars.font.sizeXxl),
  fontWeight: vars.font.weightBold,
  color: vars.color.brand,
  whiteSpace: 'nowrap',
});

export const groupTitle = style({
  alignSelf: 'stretch',
  margin: 0,
  fontSize: vars.font.sizeMd,
  fontWeight: vars.font.weightBold,
});

export const steps = style({
  alignSelf: 'stretch',
  margin: 0,
  paddingLeft: vars.space.lg,
  fontSize: vars.font.sizeSm,
  lineHeight: 1.6,
  color: vars.color.text,
});

export const link = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: vars.size.touch,
  color: vars.color.brand,
  fontWeight: vars.font.weightBold,
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
});
