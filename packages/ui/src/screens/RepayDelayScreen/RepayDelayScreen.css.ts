import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const section = style({
  padding: `${vars.space.md} 0`,
});

export const notice = style({
  margin: `0 ${vars.space.md}`,
  fontSize: vars.font.sizeSm,
  color: vars.color.textSecondary,
});
