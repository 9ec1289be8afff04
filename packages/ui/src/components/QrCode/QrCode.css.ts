import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({ display: 'block', flex: 'none' });

// Scanners need dark modules on a light ground in every theme: text on surface.
export const light = style({ fill: vars.color.surface });
export const dark = style({ fill: vars.color.text });
