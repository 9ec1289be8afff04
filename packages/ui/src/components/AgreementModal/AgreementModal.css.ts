import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const panel = style({ overflow: 'hidden' });

// A fixed share of the screen, so nothing resizes as the page loads or fails.
export const frameBox = style({
  position: 'relative',
  // vh first: an engine without dvh (before Chrome 108, iOS 15.4) keeps the vh height.
  height: ['55vh', '55dvh'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  overflow: 'hidden',
});

export const frame = style({
  display: 'block',
  width: '100%',
  height: '100%',
  border: 'none',
  background: vars.color.surface,
});

/** The loader and the failure sit over the frame's box, centred. */
export const overlay = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  padding: vars.space.md,
  background: vars.color.surface,
  color: vars.color.textSecondary,
  fontSize: vars.font.sizeSm,
  textAlign: 'center',
});

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  width: '24px',
  height: '24px',
  borderRadius: '50%',
  border: `3px solid ${vars.color.border}`,
  borderTopColor: vars.color.brand,
  animation: `${spin} 0.8s linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const failedText = style({ margin: 0, color: vars.color.text, overflowWrap: 'break-word' });
