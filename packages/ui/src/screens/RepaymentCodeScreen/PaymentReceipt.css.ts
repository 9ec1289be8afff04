import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

// Inside a centred code card: the receipt spans the card, its rows read left to right.
export const root = style({
  alignSelf: 'stretch',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  textAlign: 'start',
});

// A receipt's tear line above the rows.
export const list = style({ margin: 0, borderTop: `1px dashed ${vars.color.border}` });

// As DetailRows: a value that does not fit beside its label goes under it, to the right.
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
  textAlign: 'end',
  // A value wider than the row (a long server token) shrinks to the row and breaks only where it must;
  // `break-word`, not `anywhere`, so a code or date that fits is never split.
  minWidth: 0,
  overflowWrap: 'break-word',
});

export const reference = style({ fontVariantNumeric: 'tabular-nums', letterSpacing: '0.04em' });

// Two secondary actions side by side; one under the other when the screen is narrow or the text large.
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});

globalStyle(`${actions} > *`, { flex: '1 1 8rem' });
