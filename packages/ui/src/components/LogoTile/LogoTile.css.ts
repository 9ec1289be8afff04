import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'block',
  flex: 'none',
  borderRadius: vars.radius.md,
  // A logo keeps its shape inside the square: a wide wordmark is letterboxed, never stretched or cropped.
  objectFit: 'contain',
  background: vars.color.surface,
});

// The initials tile: the brand's soft colour, its initials in the brand's own (>= 4.5:1 on brandSoft).
export const tile = style({ fill: vars.color.brandSoft });
export const initials = style({
  fill: vars.color.brand,
  fontFamily: vars.font.family,
  fontWeight: vars.font.weightBold,
});
