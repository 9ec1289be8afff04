import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

// The switch button goes under the product name when the two do not fit side by side.
export const orderHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
});

export const logo = style({ flex: 'none', borderRadius: vars.radius.sm, objectFit: 'cover' });

export const productName = style({
  flex: '1 1 auto',
  fontWeight: vars.font.weightBold,
  color: vars.color.text,
  overflowWrap: 'break-word',
});

// The loan switcher is a text button with a chevron, its label what it does (issue 24 review: a round
// outlined 'All' read as a badge or an avatar, not a button).
export const all = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  marginInlineStart: 'auto',
  minBlockSize: 44,
  minInlineSize: 44,
  padding: `0 ${vars.space.xxs}`,
  border: 'none',
  background: 'transparent',
  color: vars.color.brand,
  fontFamily: 'inherit',
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightBold,
  cursor: 'pointer',
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-3px' },
});

export const rows = style({ margin: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  fontSize: vars.font.sizeSm,
  color: vars.color.textSecondary,
});

export const rowValue = style({ margin: 0, marginLeft: 'auto', color: vars.color.text, textAlign: 'end' });

export const link = style({
  alignSelf: 'flex-end',
  display: 'inline-flex',
  alignItems: 'center',
  minBlockSize: 44,
  color: vars.color.brand,
  fontSize: vars.font.sizeSm,
});

export const heading = style({
  margin: `0 0 ${vars.space.sm}`,
  fontSize: vars.font.sizeMd,
  fontWeight: vars.font.weightBold,
  color: vars.color.text,
});

export const types = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
});

export const type = style({
  inlineSize: '100%',
  minBlockSize: 52,
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  padding: `0 ${vars.space.md}`,
  border: 'none',
  borderBlockEnd: `1px solid ${vars.color.border}`,
  background: 'transparent',
  color: vars.color.text,
  fontFamily: 'inherit',
  fontSize: vars.font.sizeMd,
  textAlign: 'start',
  cursor: 'pointer',
});
