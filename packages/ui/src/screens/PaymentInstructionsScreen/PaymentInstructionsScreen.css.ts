import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { fitFontSize, narrow } from '../../utils/reflow';

export const stack = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.md,
  // Narrow: Page's inset is enough.
  '@media': { [narrow]: { paddingInline: 0 } },
});

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  paddingTop: vars.space.md,
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
});

export const heading = style({
  margin: 0,
  fontSize: vars.font.sizeMd,
  fontWeight: vars.font.weightBold,
  color: vars.color.text,
});

export const guideTitle = style({
  margin: 0,
  fontSize: vars.font.sizeMd,
  fontWeight: vars.font.weightBold,
  color: vars.color.text,
});

export const steps = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  fontSize: vars.font.sizeSm,
  color: vars.color.text,
});

export const thumb = style({
  alignSelf: 'flex-start',
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: 'transparent',
  cursor: 'zoom-in',
  overflow: 'hidden',
});

export const thumbImage = style({ display: 'block', objectFit: 'cover' });

export const large = style({ display: 'block', maxInlineSize: '100%', blockSize: 'auto', margin: '0 auto' });

export const label = style({
  margin: 0,
  fontSize: vars.font.sizeSm,
  color: vars.color.textSecondary,
  fontWeight: 'normal',
});

// One line: the reference shrinks to the card (not under the small text size), and past that scrolls inside it.
export const code = style({
  margin: 0,
  fontSize: fitFontSize(vars.font.sizeXl, vars.font.sizeSm),
  fontWeight: vars.font.weightBold,
  letterSpacing: '0.05em',
  color: vars.color.text,
  whiteSpace: 'nowrap',
  overflowX: 'auto',
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
});

// The amount goes under its label when the two do not fit side by side.
export const total = style({
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.sm,
  justifyContent: 'space-between',
  alignItems: 'baseline',
});

export const amount = style({
  margin: 0,
  marginLeft: 'auto',
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightBold,
  color: vars.color.text,
  whiteSpace: 'nowrap',
});
