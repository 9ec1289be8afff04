import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

const MARKER = '20px';

export const list = style({ listStyle: 'none', margin: 0, padding: 0 });

// The line between two markers runs down the step's left edge, in the colour of the way done so far.
export const step = recipe({
  base: {
    position: 'relative',
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.sm,
    paddingBottom: vars.space.md,
    '::before': {
      content: '""',
      position: 'absolute',
      left: `calc(${MARKER} / 2 - 1px)`,
      top: MARKER,
      bottom: 0,
      width: '2px',
      background: vars.color.border,
    },
  },
  variants: {
    state: {
      done: { '::before': { background: vars.color.brand } },
      current: {},
      upcoming: {},
      stopped: {},
    },
    last: { true: { paddingBottom: 0, '::before': { display: 'none' } }, false: {} },
  },
});

export const marker = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flex: 'none',
    boxSizing: 'border-box',
    width: MARKER,
    height: MARKER,
    borderRadius: '50%',
    border: `2px solid ${vars.color.border}`,
    background: vars.color.surface,
  },
  variants: {
    state: {
      done: { borderColor: vars.color.brand, background: vars.color.brand, color: vars.color.onBrand },
      // A ring with a dot: the step the order is at.
      current: {
        borderColor: vars.color.brand,
        boxShadow: `inset 0 0 0 3px ${vars.color.surface}, inset 0 0 0 10px ${vars.color.brand}`,
      },
      upcoming: {},
      stopped: { borderColor: vars.color.danger, background: vars.color.danger, color: vars.color.surface },
    },
    // Past its date (overdue): the ring and its dot in the danger colour; the note under it says so in words.
    critical: { true: {}, false: {} },
  },
  compoundVariants: [
    {
      variants: { state: 'current', critical: true },
      style: {
        borderColor: vars.color.danger,
        boxShadow: `inset 0 0 0 3px ${vars.color.surface}, inset 0 0 0 10px ${vars.color.danger}`,
      },
    },
  ],
});

export const body = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: vars.space.sm,
  rowGap: vars.space.xxs,
  flex: '1 1 0',
  minWidth: 0,
  minHeight: MARKER,
});

export const label = recipe({
  base: {
    fontSize: vars.font.sizeMd,
    fontWeight: vars.font.weightBold,
    color: vars.color.text,
    overflowWrap: 'break-word',
  },
  variants: { upcoming: { true: { fontWeight: vars.font.weightRegular }, false: {} } },
});

export const time = style({
  marginLeft: 'auto',
  fontSize: vars.font.sizeSm,
  color: vars.color.textSecondary,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const note = recipe({
  base: { flexBasis: '100%', fontSize: vars.font.sizeSm, color: vars.color.textSecondary },
  variants: { tone: { critical: { color: vars.color.danger, fontWeight: vars.font.weightBold } } },
});
