import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { fitFontSize } from '../../utils/reflow';

export const money = recipe({
  base: {
    // Amounts never wrap (docs/decisions/reflow.md); digits line up in columns and do not jump.
    whiteSpace: 'nowrap',
    fontVariantNumeric: 'tabular-nums',
  },
  variants: {
    size: {
      inline: {},
      hero: {
        display: 'block',
        ...fitFontSize(vars.font.sizeXxl),
        fontWeight: vars.font.weightBold,
        lineHeight: 1.2,
        letterSpacing: '-0.01em',
      },
    },
    tone: {
      neutral: {},
      critical: { color: vars.color.danger },
    },
  },
  defaultVariants: { size: 'inline', tone: 'neutral' },
});

/** Stands where an unknown amount would be, so the layout keeps its place. */
export const dash = style({ color: vars.color.textSecondary });
