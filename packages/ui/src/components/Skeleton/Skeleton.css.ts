import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const skeletonShapes = ['text', 'rect', 'circle'] as const;

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.55 } });

export const root = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  maxWidth: '100%',
});

export const bar = recipe({
  base: {
    display: 'block',
    flex: 'none',
    background: vars.color.border,
    animation: `${pulse} 1.6s ease-in-out infinite`,
    '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
  },
  variants: {
    shape: {
      text: { borderRadius: vars.radius.sm },
      rect: { borderRadius: vars.radius.md },
      circle: { borderRadius: '50%' },
    },
  },
  defaultVariants: { shape: 'text' },
});
