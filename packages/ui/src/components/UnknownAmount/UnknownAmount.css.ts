import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  margin: 0,
  fontSize: vars.font.sizeSm,
  lineHeight: vars.font.lineHeight,
  color: vars.color.warning,
  textAlign: 'center',
  overflowWrap: 'break-word',
});

/** Stands where the amount would be, so the layout keeps its place. */
export const dash = style({ color: vars.color.textSecondary });
