import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  padding: `${vars.space.xxs} ${vars.space.md}`,
});

export const list = style({ margin: 0 });

// A value that does not fit beside its label goes under it, to the right, rather than breaking its words.
export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.md,
  padding: `${vars.space.sm} 0`,
  fontSize: vars.font.sizeSm,
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}` } },
});

export const term = style({ margin: 0, color: vars.color.textSecondary, flex: '1 1 auto' });

export const value = style({
  margin: 0,
  color: vars.color.text,
  fontWeight: vars.font.weightBold,
  marginLeft: 'auto',
  textAlign: 'right',
  overflowWrap: 'break-word',
});

export const toggle = style({
  alignSelf: 'center',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xxs,
  minHeight: vars.size.touch,
  minWidth: vars.size.touch,
  padding: `0 ${vars.space.md}`,
  border: 'none',
  background: 'transparent',
  color: vars.color.brand,
  fontFamily: 'inherit',
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightBold,
  cursor: 'pointer',
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-3px' },
});

export const chevron = style({
  selectors: { [`${toggle}[aria-expanded="true"] &`]: { transform: 'rotate(180deg)' } },
});
