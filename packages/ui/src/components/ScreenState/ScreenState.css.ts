import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

// The scaffold adds no box of its own: its blocks sit in the screen's layout as if written there.
export const root = style({ display: 'contents' });

export const skeleton = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const block = style({ display: 'flex', flexDirection: 'column', maxWidth: '100%' });
