import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.touch,
  minWidth: vars.size.touch,
  cursor: 'pointer',
  color: vars.color.text,
  fontSize: vars.font.sizeSm,
  selectors: { '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.textDisabled } },
});

// The native input stays in place (transparent, full size) so taps, keyboard and screen readers use it.
export const input = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  margin: 0,
  opacity: 0,
  cursor: 'inherit',
});

export const box = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flex: 'none',
  width: '22px',
  height: '22px',
  borderRadius: vars.radius.sm,
  border: `2px solid ${vars.color.textSecondary}`,
  background: vars.color.surface,
  color: vars.color.onBrand,
  selectors: {
    [`${input}:checked + &`]: { background: vars.color.brand, borderColor: vars.color.brand },
    [`${input}:focus-visible + &`]: { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
    [`${input}:disabled + &`]: { borderColor: vars.color.disabled, background: vars.color.disabled },
  },
});

export const mark = style({
  visibility: 'hidden',
  selectors: { [`${input}:checked + ${box} &`]: { visibility: 'visible' } },
});
