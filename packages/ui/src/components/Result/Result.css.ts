import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xl} ${vars.space.lg}`,
  textAlign: 'center',
});

export const title = style({
  margin: 0,
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightBold,
  color: vars.color.text,
});

export const description = style({
  margin: 0,
  fontSize: vars.font.sizeSm,
  color: vars.color.textSecondary,
  overflowWrap: 'break-word',
});

export const actions = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  width: '100%',
  maxWidth: '320px',
  marginTop: vars.space.sm,
});
