import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

// The panel under the tabs starts a gap below them.
export const panel = style({ paddingTop: vars.space.md });

export const heading = style({
  margin: 0,
  fontSize: vars.font.sizeMd,
  fontWeight: vars.font.weightBold,
  color: vars.color.text,
});

// The channel's name with its picture beside it, so the steps get the card's whole width.
export const guideHead = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const guideTitle = style({
  margin: 0,
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightBold,
  color: vars.color.text,
});

// Steps at the body size with room between them: read while switching to the wallet app.
export const steps = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  fontSize: vars.font.sizeMd,
  lineHeight: vars.font.lineHeight,
  color: vars.color.text,
});

// The picture's thumbnail is a 44 px wide target at least.
export const thumb = style({
  flex: 'none',
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: 'transparent',
  cursor: 'zoom-in',
  overflow: 'hidden',
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
});

export const thumbImage = style({ display: 'block', objectFit: 'cover' });

export const large = style({ display: 'block', maxInlineSize: '100%', blockSize: 'auto', margin: '0 auto' });
