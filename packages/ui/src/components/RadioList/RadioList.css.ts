import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  border: 'none',
});

export const legend = style({
  padding: `0 0 ${vars.space.xs}`,
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightBold,
  color: vars.color.text,
});

export const option = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minHeight: vars.size.touch,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&:has(input:focus-visible)': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-3px' },
    '&:has(input:checked)': { color: vars.color.brand, fontWeight: vars.font.weightBold },
    '&[data-disabled]': { color: vars.color.textDisabled, cursor: 'not-allowed' },
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

export const icon = style({ display: 'flex', flex: 'none' });

// The label takes the row's room, so the check stays at the end whether or not there is an icon.
export const text = style({ flex: 1, minWidth: 0 });

export const description = style({
  display: 'block',
  fontSize: vars.font.sizeXs,
  fontWeight: vars.font.weightRegular,
  color: vars.color.textSecondary,
});

export const check = style({
  flex: 'none',
  visibility: 'hidden',
  color: vars.color.brand,
  selectors: { [`${input}:checked ~ &`]: { visibility: 'visible' } },
});
