import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.font.sizeMd,
  fontWeight: vars.font.weightBold,
  color: vars.color.text,
});

// The card of rows: a list without its bullets and indent.
export const list = style({ listStyle: 'none' });

// The button goes under the contact when the two do not fit side by side.
export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.touch,
  padding: `${vars.space.sm} ${vars.space.md}`,
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}` } },
});

export const rowText = style({
  display: 'flex',
  flexDirection: 'column',
  // As wide as its text when the row has room; alone on its line, never wider than it.
  flex: '1 1 auto',
  minWidth: 0,
  gap: vars.space.xxs,
});

export const label = style({
  margin: 0,
  fontSize: vars.font.sizeSm,
  color: vars.color.textSecondary,
});

export const value = style({
  margin: 0,
  fontSize: vars.font.sizeMd,
  fontWeight: vars.font.weightBold,
  color: vars.color.text,
  overflowWrap: 'break-word',
});

// A phone number keeps its groups on one line.
export const phone = style([value, { whiteSpace: 'nowrap' }]);

// The address sits where the other rows' values sit (issue 24 review: a 44 px high link pushed it
// ~10 px lower): the value's type and line, in the link's colour; the row, not the text, is the touch
// target's height, and the link's hit area is widened to it without moving the text.
export const link = style({
  position: 'relative',
  alignSelf: 'flex-start',
  maxWidth: '100%',
  margin: 0,
  fontSize: vars.font.sizeMd,
  color: vars.color.brand,
  fontWeight: vars.font.weightBold,
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
  overflowWrap: 'break-word',
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  selectors: { '&::after': { content: '""', position: 'absolute', inset: '-12px -4px' } },
});

// The address may wrap inside the link when it is wider than the row (a narrow screen).
export const linkText = style({ minWidth: 0 });

// The card is the link: 44 px high at least, its text bold and not underlined.
export const complaintLink = style({
  minHeight: vars.size.touch,
  fontWeight: vars.font.weightBold,
  textDecoration: 'none',
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
});

export const chevron = style({
  color: vars.color.textSecondary,
});

export const hint = style({
  margin: 0,
  fontSize: vars.font.sizeSm,
  color: vars.color.textSecondary,
});
