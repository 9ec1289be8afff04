import { createVar, globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { keyboardInset } from '../../utils/keyboard';

/** Height of the bar above the safe area with one line of text: a touch-sized button plus its padding. */
export const actionBarHeight = `calc(${vars.size.touch} + 2 * ${vars.space.sm})`;

/** Override surface: the bar's background. */
export const actionBarBackground = createVar();

export const bar = recipe({
  base: {
    vars: { [actionBarBackground]: vars.color.surface },
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: vars.space.sm,
    minHeight: actionBarHeight,
    padding: `${vars.space.sm} ${vars.space.md}`,
    // The home indicator of notched phones must not cover the buttons.
    paddingBottom: `calc(${vars.space.sm} + env(safe-area-inset-bottom, 0px))`,
    paddingLeft: `calc(${vars.space.md} + env(safe-area-inset-left, 0px))`,
    paddingRight: `calc(${vars.space.md} + env(safe-area-inset-right, 0px))`,
    background: actionBarBackground,
    boxShadow: vars.shadow.sheet,
  },
  variants: {
    fixed: {
      // Alone, the bar is fixed above the soft keyboard; inside Page it takes its own room at the end of the
      // page's flow and sticks there (Page.css), so its real height is kept clear at any text size.
      true: { position: 'fixed', left: 0, right: 0, bottom: keyboardInset, zIndex: vars.z.bar },
      false: { position: 'relative' },
    },
  },
  defaultVariants: { fixed: true },
});

export const root = style({});

// Each action takes an equal share of the width; when a label would wrap, the actions stack.
// (The doubled class outranks the Button's own 44 px min-width.)
globalStyle(`${root}${root} > *`, { flex: '1 1 0', minWidth: 'fit-content' });

/** A money action's label and amount: one centred line, the amount under the label when both do not fit. */
export const label = style({ textAlign: 'center' });
