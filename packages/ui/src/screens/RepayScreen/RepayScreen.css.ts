import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const sectionTitle = style({
  margin: `0 0 ${vars.space.xs}`,
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightBold,
  color: vars.color.textSecondary,
});

export const channelRow = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  width: '100%',
  minHeight: '44px',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'left',
  cursor: 'pointer',
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
});

export const channelName = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const placeholder = style({ color: vars.color.textSecondary });

export const change = style({
  fontSize: vars.font.sizeLg,
  color: vars.color.textSecondary,
});

export const notice = style({ margin: 0, fontSize: vars.font.sizeSm, color: vars.color.textSecondary });

// Under the channel row while none is chosen: what Payment waits for.
export const chooseHint = style({
  margin: `${vars.space.xs} 0 0`,
  fontSize: vars.font.sizeSm,
  color: vars.color.textSecondary,
});
