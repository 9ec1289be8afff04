import { style } from '@vanilla-extract/css';

// Room for the widest label, so the button does not change width every second.
export const root = style({ minWidth: '6.5em', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });
