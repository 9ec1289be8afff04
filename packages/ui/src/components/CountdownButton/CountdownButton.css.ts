import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

// Room for the widest label, so the button does not change width every second.
export const root = style({ minWidth: '6.5em', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

// Counting down: plain secondary text, no fill and no press feedback (it ignores presses).
export const locked = style({
  selectors: {
    '&[aria-disabled="true"]': {
      color: vars.color.textSecondary,
      fontWeight: vars.font.weightRegular,
      cursor: 'default',
    },
  },
});
