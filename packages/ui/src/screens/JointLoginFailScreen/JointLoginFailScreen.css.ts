import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.font.sizeMd,
  fontWeight: vars.font.weightBold,
  color: vars.color.text,
});
