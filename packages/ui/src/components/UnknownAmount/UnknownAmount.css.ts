import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** The message and its ways on, stacked. */
export const block = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const root = style({
  margin: 0,
  fontSize: vars.font.sizeSm,
  lineHeight: vars.font.lineHeight,
  color: vars.color.warning,
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
