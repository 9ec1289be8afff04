import { style } from '@vanilla-extract/css';
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
