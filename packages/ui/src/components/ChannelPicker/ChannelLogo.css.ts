import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const image = style({
  flex: 'none',
  borderRadius: vars.radius.sm,
  background: vars.color.background,
  objectFit: 'contain',
});
