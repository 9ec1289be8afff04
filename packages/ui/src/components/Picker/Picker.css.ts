import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const list = style({
  maxHeight: '50dvh',
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  margin: `0 calc(-1 * ${vars.space.md})`,
  borderTop: `1px solid ${vars.color.border}`,
});

export const search = style({
  width: '100%',
  minHeight: vars.size.touch,
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: 'inherit',
  fontSize: vars.font.sizeMd,
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '1px' },
  '::placeholder': { color: vars.color.textSecondary },
});

export const empty = style({
  padding: vars.space.md,
  textAlign: 'center',
  color: vars.color.textSecondary,
  fontSize: vars.font.sizeSm,
});
