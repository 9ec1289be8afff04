import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const summary = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xxs,
  padding: `${vars.space.lg} ${vars.space.md}`,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const amountLabel = style({
  margin: 0,
  fontSize: vars.font.sizeSm,
  color: vars.color.textSecondary,
});

export const section = style({
  padding: `${vars.space.md} 0`,
});

export const placeholderRow = style({
  height: '56px',
  margin: `0 ${vars.space.md} ${vars.space.xs}`,
});

export const hint = style({
  margin: `0 0 ${vars.space.md}`,
  fontSize: vars.font.sizeSm,
  color: vars.color.textSecondary,
});

export const actions = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: `${vars.space.md}`,
});
