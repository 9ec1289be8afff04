import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

// A picker field matches the text fields (TextInput's label, box and error).
export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const label = style({
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightBold,
  color: vars.color.text,
});

export const select = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  inlineSize: '100%',
  minBlockSize: vars.size.touch,
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  fontFamily: 'inherit',
  fontSize: vars.font.sizeMd,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '1px' },
    '&[data-invalid]': { borderColor: vars.color.danger },
  },
});

export const value = style({ color: vars.color.text, overflowWrap: 'break-word' });

export const placeholder = style({ color: vars.color.textSecondary });

export const chevron = style({ color: vars.color.textSecondary, fontSize: vars.font.sizeLg });

export const error = style({ margin: 0, fontSize: vars.font.sizeSm, color: vars.color.danger });

// Choices not read: the message and its Try again text button on one line where they fit.
export const unread = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  columnGap: vars.space.sm,
  minBlockSize: vars.size.touch,
});
