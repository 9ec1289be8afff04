import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

// Never wider than its box: on a narrow screen the square shrinks (its viewBox keeps it sharp).
export const root = style({ display: 'block', flex: 'none', maxWidth: '100%', height: 'auto' });

// Scanners need dark modules on a light ground in every theme: text on surface.
export const light = style({ fill: vars.color.surface });
export const dark = style({ fill: vars.color.text });
