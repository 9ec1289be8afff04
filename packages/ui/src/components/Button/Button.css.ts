import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { narrow } from '../../utils/reflow';

/**
 * Weight, one primary per screen (docs/decisions/focus-and-weight.md): `primary` filled in the brand's
 * colour; `secondary` an outline in the neutral border colour, brand text; `tertiary` text only.
 */
export const buttonVariants = ['primary', 'secondary', 'tertiary'] as const;

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xs,
    minHeight: vars.size.touch,
    minWidth: vars.size.touch,
    padding: `0 ${vars.space.lg}`,
    borderRadius: vars.radius.pill,
    border: '1px solid transparent',
    fontFamily: 'inherit',
    fontSize: vars.font.sizeMd,
    fontWeight: vars.font.weightBold,
    lineHeight: 1.2,
    cursor: 'pointer',
    userSelect: 'none',
    transition: `background-color ${vars.motion.fast} ${vars.motion.easing}`,
    ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
    // Narrow: a smaller inset keeps short labels on one line.
    '@media': { [narrow]: { paddingLeft: vars.space.md, paddingRight: vars.space.md } },
  },
  variants: {
    variant: {
      primary: {
        background: vars.color.brand,
        color: vars.color.onBrand,
        selectors: { '&:active:not([aria-disabled="true"])': { background: vars.color.brandPressed } },
      },
      // A lighter outline than the brand's: next to a filled primary it reads as the other way, not a rival.
      secondary: {
        background: vars.color.surface,
        color: vars.color.brand,
        borderColor: vars.color.border,
        selectors: { '&:active:not([aria-disabled="true"])': { background: vars.color.brandSoft } },
      },
      // A way on inside content (call, see more): no box at all, still a full touch target.
      tertiary: {
        background: 'transparent',
        color: vars.color.brand,
        paddingLeft: vars.space.sm,
        paddingRight: vars.space.sm,
        selectors: {
          '&:hover:not([aria-disabled="true"])': { textDecoration: 'underline' },
          '&:active:not([aria-disabled="true"])': { background: vars.color.brandSoft },
        },
      },
    },
    block: { true: { display: 'flex', width: '100%' } },
    // Spec 4: a disabled action is shown gray; it stays focusable so a screen reader can find it.
    disabled: {
      true: {
        background: vars.color.disabled,
        color: vars.color.onDisabled,
        borderColor: vars.color.disabled,
        cursor: 'not-allowed',
      },
    },
  },
  defaultVariants: { variant: 'primary', block: false, disabled: false },
});

export const spinner = style({
  width: '1em',
  height: '1em',
  borderRadius: '50%',
  border: '2px solid currentColor',
  borderRightColor: 'transparent',
  animation: `${spin} 0.8s linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});
