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
    // One token per tone on every screen (docs/decisions/focus-and-weight.md): neutral takes the text it sits
    // in (the text colour on a surface, onBrand on a primary button), so no screen paints amounts in brand.
    tone: {
      neutral: {},
      due: { color: vars.color.warning },
      critical: { color: vars.color.danger },
      success: { color: vars.color.success },
    },
  },
  defaultVariants: { size: 'inline', tone: 'neutral' },
});

/** Stands where an unknown amount would be, so the layout keeps its place. */
export const dash = style({ color: vars.color.textSecondary });
