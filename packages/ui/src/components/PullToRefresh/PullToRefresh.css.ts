import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  position: 'relative',
  overflow: 'hidden',
  // The page's own overscroll (Android glow, iOS bounce) must not fight the pull.
  overscrollBehaviorY: 'contain',
});

export const track = style({
  position: 'relative',
  selectors: {
    [`${root}:not([data-dragging]) &`]: {
      transition: `transform ${vars.motion.normal} ${vars.motion.easing}`,
    },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const indicator = style({
  position: 'absolute',
  left: 0,
  right: 0,
  bottom: '100%',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  overflow: 'hidden',
  color: vars.color.textSecondary,
  fontSize: vars.font.sizeSm,
});

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const icon = style({
  flex: 'none',
  color: vars.color.brand,
  // The ring starts at the top, as a clock's hand does.
  transform: 'rotate(-90deg)',
  selectors: {
    '&[data-pull="refreshing"]': { animation: `${spin} 0.8s linear infinite` },
    '&[data-pull="complete"]': { transform: 'none', color: vars.color.success },
  },
  '@media': {
    // Reduced motion: the refreshing ring stands still; the text says it is refreshing.
    '(prefers-reduced-motion: reduce)': {
      selectors: { '&[data-pull="refreshing"]': { animation: 'none' } },
    },
  },
});

export const ringTrack = style({ stroke: vars.color.border });

// The arrow points down while pulling and turns up once a release would refresh.
export const arrow = style({
  transformOrigin: '10px 10px',
  // Undo the ring's start at the top, so down is down.
  transform: 'rotate(90deg)',
  transition: `transform ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: { [`${icon}[data-pull="canRelease"] &`]: { transform: 'rotate(270deg)' } },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});
