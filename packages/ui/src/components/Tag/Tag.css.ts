import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const tagTones = ['brand', 'neutral', 'success', 'warning', 'danger'] as const;
export const tagFills = ['soft', 'outline'] as const;

const toneColor = {
  brand: vars.color.brand,
  neutral: vars.color.textSecondary,
  success: vars.color.success,
  warning: vars.color.warning,
  danger: vars.color.danger,
} as const;

export const tag = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    maxWidth: '100%',
    padding: `2px ${vars.space.xs}`,
    borderRadius: vars.radius.sm,
    border: '1px solid currentColor',
    fontSize: vars.font.sizeXs,
    fontWeight: vars.font.weightBold,
    lineHeight: 1.4,
    // A tag's text often comes from the server (a complaint type, a product tag) and can be a sentence:
    // it wraps inside the tag, never past the screen (issue 24 item 8; `anywhere` is not on iOS 14.5).
    minWidth: 0,
    overflowWrap: 'break-word',
    // Tone colours are the themes' text-strength colours: >= 4.5:1 on surface and on brandSoft.
    background: vars.color.surface,
  },
  variants: {
    tone: Object.fromEntries(Object.entries(toneColor).map(([tone, color]) => [tone, { color }])) as Record<
      keyof typeof toneColor,
      { color: string }
    >,
    fill: {
      soft: { background: vars.color.brandSoft, borderColor: 'transparent' },
      outline: {},
    },
  },
  // A soft tag of a meaning (success, warning, danger) is tinted with its own colour, not the brand's, so
  // statuses side by side read apart (issue 24 review: 'Processing' and 'Completed' were one tint). The
  // tint is the tone's colour at 12% under the text (no color-mix on the support matrix's engines).
  compoundVariants: (['success', 'warning', 'danger'] as const).map((tone) => ({
    variants: { tone, fill: 'soft' as const },
    style: {
      position: 'relative',
      isolation: 'isolate',
      background: vars.color.surface,
      selectors: {
        '&::before': {
          content: '""',
          position: 'absolute',
          inset: 0,
          zIndex: -1,
          borderRadius: 'inherit',
          background: 'currentColor',
          opacity: 0.12,
        },
      },
    },
  })),
  defaultVariants: { tone: 'brand', fill: 'soft' },
});
