import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const placeholderRow = style({
  height: '56px',
  margin: `0 ${vars.space.md} ${vars.space.xs}`,
});

export const hint = style({
  margin: `0 0 ${vars.space.md}`,
  fontSize: vars.font.sizeSm,
  color: vars.color.textSecondary,
});
