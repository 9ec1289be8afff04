import { globalLayer, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { mayLackLayers } from '../utils/floor';
import { narrow } from '../utils/reflow';

// No user-agent margin inside a Box: its spacing comes from its props. In the kit's reset layer, so a
// screen's own class on a Box always wins over it.
const boxReset = { boxSizing: 'border-box', margin: 0, minWidth: 0 } as const;
export const reset = style({
  '@layer': { [globalLayer('loan-reset')]: boxReset },
  // Unlayered too where the engine may lack layers, which drops a layered block whole.
  '@supports': { [mayLackLayers]: boxReset },
});

/** The page's one inset: the gutter at the sides (within the safe area) and above and below the content. */
export const inset = style({
  paddingTop: vars.space.md,
  paddingBottom: `calc(${vars.space.md} + env(safe-area-inset-bottom, 0px))`,
  paddingLeft: `calc(${vars.space.md} + env(safe-area-inset-left, 0px))`,
  paddingRight: `calc(${vars.space.md} + env(safe-area-inset-right, 0px))`,
  '@media': {
    // Narrow: a smaller side gutter leaves the content its room.
    [narrow]: {
      paddingLeft: `calc(${vars.space.xs} + env(safe-area-inset-left, 0px))`,
      paddingRight: `calc(${vars.space.xs} + env(safe-area-inset-right, 0px))`,
    },
  },
});

/** The one card: the surface on the page's background, its large radius and its shadow. */
export const card = style({
  background: vars.color.surface,
  color: vars.color.text,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
});
