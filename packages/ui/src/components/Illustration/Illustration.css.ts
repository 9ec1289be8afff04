import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({ display: 'block', flex: 'none' });

// The halo and the accents come from the brand, the disc from the status: one asset in every theme.
export const halo = style({ fill: vars.color.brandSoft });
export const accent = style({
  fill: 'none',
  stroke: vars.color.brand,
  strokeWidth: 3,
  strokeLinecap: 'round',
});
export const paper = style({ fill: vars.color.surface });
export const disc = style({ fill: 'currentColor' });
export const mark = style({ fill: vars.color.surface });

export const tone = styleVariants({
  success: { color: vars.color.success },
  pending: { color: vars.color.warning },
  failed: { color: vars.color.danger },
  info: { color: vars.color.brand },
  empty: { color: vars.color.brand },
  offline: { color: vars.color.textSecondary },
});
