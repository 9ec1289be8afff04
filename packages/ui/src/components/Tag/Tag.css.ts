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
  defaultVariants: { tone: 'brand', fill: 'soft' },
});
