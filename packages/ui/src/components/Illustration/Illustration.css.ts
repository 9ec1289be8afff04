import { globalStyle, style } from '@vanilla-extract/css';
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
export const disc = style({ fill: 'currentColor' });
export const mark = style({ fill: vars.color.surface });

// The status colour by picture, from data-name: no class map in the script.
const toneOf = {
  success: vars.color.success,
  pending: vars.color.warning,
  error: vars.color.danger,
  info: vars.color.brand,
  empty: vars.color.brand,
  offline: vars.color.textSecondary,
};
for (const [name, color] of Object.entries(toneOf)) {
  globalStyle(`${root}[data-name="${name}"]`, { color });
}
