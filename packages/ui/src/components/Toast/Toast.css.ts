import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

// The live regions stay mounted (so screen readers announce what is inserted) and never catch taps.
export const region = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.z.toast,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.lg,
  pointerEvents: 'none',
  selectors: { '&:empty': { display: 'none' } },
});

export const toast = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
  maxWidth: '80%',
  minWidth: '120px',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  // Inverted surface: body text colour behind surface-coloured text keeps >= 4.5:1 in every theme.
  background: vars.color.text,
  color: vars.color.surface,
  boxShadow: vars.shadow.card,
  fontSize: vars.font.sizeSm,
  textAlign: 'center',
  overflowWrap: 'break-word',
});

export const icon = style({ width: '32px', height: '32px', flex: 'none' });

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  animation: `${spin} 0.9s linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});
