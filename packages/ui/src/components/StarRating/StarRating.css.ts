import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const group = style({ display: 'inline-flex', alignItems: 'center' });

export const star = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.touch,
  height: vars.size.touch,
  color: vars.color.textSecondary,
  cursor: 'pointer',
  selectors: {
    '&[data-filled]': { color: vars.color.warning },
    '&[data-readonly]': { cursor: 'default' },
    '&:has(input:focus-visible)': {
      outline: `3px solid ${vars.color.focus}`,
      outlineOffset: '-3px',
      borderRadius: vars.radius.sm,
    },
  },
});

export const input = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  margin: 0,
  opacity: 0,
  cursor: 'inherit',
});
