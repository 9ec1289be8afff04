import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const total = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.sm,
  margin: 0,
});

export const totalLabel = style({ fontSize: vars.font.sizeMd, color: vars.color.text });

export const totalAmount = style({
  marginLeft: 'auto',
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightBold,
  color: vars.color.text,
});

export const bar = style({
  display: 'flex',
  gap: '2px',
  height: '12px',
  borderRadius: vars.radius.pill,
  overflow: 'hidden',
  background: vars.color.border,
});

// Three fills, told apart by pattern as well as colour: solid brand, brand stripes, solid secondary text.
const fills = {
  0: { background: vars.color.brand },
  1: {
    background: `repeating-linear-gradient(135deg, ${vars.color.brand} 0 3px, ${vars.color.brandSoft} 3px 6px)`,
  },
  2: { background: vars.color.textSecondary },
} as const;

export const segment = recipe({
  // A share too small to see still shows as a sliver.
  base: { flexBasis: 0, minWidth: '4px', height: '100%' },
  variants: { fill: fills },
});

export const legend = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

// A label and its amount share a line while both fit whole; else the amount goes under, to the right,
// so a narrow screen or large text wraps between the two, never inside a word of the label.
export const item = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space.xs} ${vars.space.sm}`,
});

export const swatch = recipe({
  base: {
    flex: 'none',
    width: '12px',
    height: '12px',
    borderRadius: vars.radius.sm,
    boxShadow: `inset 0 0 0 1px ${vars.color.border}`,
  },
  variants: { fill: fills },
});

export const name = style({
  flex: '1 1 auto',
  minWidth: 0,
  fontSize: vars.font.sizeSm,
  color: vars.color.textSecondary,
  overflowWrap: 'break-word',
});

export const amount = style({
  marginLeft: 'auto',
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightBold,
  color: vars.color.text,
});
