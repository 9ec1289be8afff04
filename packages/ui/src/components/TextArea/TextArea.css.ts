import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const label = style({
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightBold,
  color: vars.color.text,
});

export const box = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  selectors: {
    '&:focus-within': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '1px' },
    '&[data-invalid]': { borderColor: vars.color.danger },
    '&[data-readonly]': { background: vars.color.background },
  },
});

export const textarea = style({
  width: '100%',
  minHeight: '96px',
  padding: 0,
  border: 'none',
  outline: 'none',
  resize: 'none',
  background: 'transparent',
  color: vars.color.text,
  fontFamily: 'inherit',
  fontSize: vars.font.sizeMd,
  lineHeight: vars.font.lineHeight,
  '::placeholder': { color: vars.color.textSecondary },
});

export const counter = style({
  alignSelf: 'flex-end',
  fontSize: vars.font.sizeXs,
  color: vars.color.textSecondary,
  fontVariantNumeric: 'tabular-nums',
});

export const error = style({ margin: 0, fontSize: vars.font.sizeSm, color: vars.color.danger });
