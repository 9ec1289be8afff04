import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const banner = style({
  marginBottom: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.brandSoft,
  borderLeft: `4px solid ${vars.color.brand}`,
});

export const bannerText = style({ margin: 0, fontSize: vars.font.sizeSm, color: vars.color.text });
