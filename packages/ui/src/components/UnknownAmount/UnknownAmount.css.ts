import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** The message and its ways on, stacked. */
export const block = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

// Body text in the text colour (issue 24 review): the amber warning token measured 5.4 to 6.8:1 on the
// brands' cards and soft fills, which passes 4.5:1, yet small amber body text read as faint to the
// designers; the message is what matters, so it takes the text colour (over 12:1 everywhere).
export const root = style({
  margin: 0,
  fontSize: vars.font.sizeSm,
  lineHeight: vars.font.lineHeight,
  color: vars.color.text,
  textAlign: 'center',
  overflowWrap: 'break-word',
});

/** Try again and Contact customer service side by side, each on its own line where they do not fit. */
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.sm,
});

/** Stands where the amount would be, so the layout keeps its place. */
export const dash = style({ color: vars.color.textSecondary });
