import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const label = style({
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightBold,
  color: vars.color.text,
});

export const control = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.touch,
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  selectors: {
    '&:focus-within': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '1px' },
    // Invalid at rest reads as an error, not a hairline: a 2 px danger edge (the inset shadow adds the
    // second pixel without moving the layout), and the message under the field in the same colour.
    '&[data-invalid]': { borderColor: vars.color.danger, boxShadow: `inset 0 0 0 1px ${vars.color.danger}` },
  },
});

export const input = style({
  flex: '1 1 auto',
  minWidth: 0,
  minHeight: vars.size.touch,
  padding: 0,
  border: 'none',
  outline: 'none',
  background: 'transparent',
  color: vars.color.text,
  fontFamily: 'inherit',
  fontSize: vars.font.sizeMd,
  '::placeholder': { color: vars.color.textSecondary },
});

export const hint = style({ margin: 0, fontSize: vars.font.sizeXs, color: vars.color.textSecondary });

export const error = style({ margin: 0, fontSize: vars.font.sizeSm, color: vars.color.danger });
