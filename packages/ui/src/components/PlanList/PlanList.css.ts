import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const heading = style({
  margin: `${vars.space.xs} 0 0`,
  fontSize: vars.font.sizeMd,
  fontWeight: vars.font.weightBold,
  color: vars.color.text,
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0 });

// The amount and date go under the title when its words and they do not fit side by side.
export const item = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.sm} 0`,
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}` } },
});

export const main = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, flex: '1 1 0' });

export const side = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  gap: vars.space.xxs,
  flex: 'none',
  marginLeft: 'auto',
  textAlign: 'right',
});

export const title = style({
  fontSize: vars.font.sizeMd,
  fontWeight: vars.font.weightBold,
  color: vars.color.text,
  overflowWrap: 'break-word',
});

export const note = style({
  fontSize: vars.font.sizeSm,
  color: vars.color.textSecondary,
  overflowWrap: 'break-word',
});

export const amount = style({
  fontSize: vars.font.sizeMd,
  fontWeight: vars.font.weightBold,
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const time = style({ fontSize: vars.font.sizeSm, color: vars.color.textSecondary });
