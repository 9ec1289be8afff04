import { fallbackVar, globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { baseTokens } from '../../theme/tokens';
import { keyboardInset } from '../../utils/keyboard';
import { narrow } from '../../utils/reflow';

export const dialogPlacements = ['center', 'bottom'] as const;

export const dialog = recipe({
  base: {
    // The native <dialog> is only the frame; the inner panel holds the content so a click whose
    // target is the <dialog> itself can only come from the backdrop.
    padding: 0,
    border: 'none',
    background: 'transparent',
    color: vars.color.text,
    maxWidth: '100vw',
    // vh first: an engine without dvh (before Chrome 108, iOS 15.4) keeps the vh cap.
    maxHeight: ['100vh', '100dvh'],
    overflow: 'visible',
    selectors: {
      // ::backdrop inherits no custom property before Chrome 122: the base overlay is var()'s own fallback.
      '&::backdrop': { background: fallbackVar(vars.color.overlay, baseTokens.color.overlay) },
    },
  },
  variants: {
    placement: {
      center: {
        width: `min(calc(100vw - 2 * ${vars.space.lg}), 340px)`,
        margin: 'auto',
        // Narrow: a thinner margin round the dialog leaves its words their room.
        '@media': { [narrow]: { width: `calc(100vw - 2 * ${vars.space.xs})` } },
      },
      // A bottom sheet rides above the soft keyboard where it covers the layout viewport (iOS), and keeps
      // to 85% of what stays visible.
      bottom: {
        width: '100vw',
        margin: `auto 0 ${keyboardInset} 0`,
        // vh first: an engine without dvh (before Chrome 108, iOS 15.4) keeps the vh cap.
        maxHeight: [`calc(0.85 * (100vh - ${keyboardInset}))`, `calc(0.85 * (100dvh - ${keyboardInset}))`],
      },
    },
  },
  defaultVariants: { placement: 'center' },
});

export const panel = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.sm,
    background: vars.color.surface,
    boxShadow: vars.shadow.sheet,
    maxHeight: 'inherit',
    overflow: 'auto',
    overscrollBehavior: 'contain',
  },
  variants: {
    placement: {
      center: {
        borderRadius: vars.radius.lg,
        padding: vars.space.lg,
        '@media': { [narrow]: { padding: vars.space.md } },
      },
      bottom: {
        borderRadius: `${vars.radius.lg} ${vars.radius.lg} 0 0`,
        padding: vars.space.md,
        paddingBottom: `calc(${vars.space.md} + env(safe-area-inset-bottom, 0px))`,
      },
    },
  },
  defaultVariants: { placement: 'center' },
});

export const media = style({ display: 'flex', justifyContent: 'center' });

export const title = style({
  margin: 0,
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightBold,
  textAlign: 'center',
  color: vars.color.text,
});

export const content = style({
  color: vars.color.textSecondary,
  fontSize: vars.font.sizeMd,
  overflowWrap: 'break-word',
});

/** The line that says what the other action does: smaller, under the body. */
export const note = style({
  margin: 0,
  color: vars.color.textSecondary,
  fontSize: vars.font.sizeSm,
  overflowWrap: 'break-word',
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  marginTop: vars.space.xs,
});

// Side by side in equal shares while every label fits on one line; stacked once one would wrap.
// (The doubled class outranks the Button's own 44 px min-width.)
globalStyle(`${actions}${actions} > *`, { flex: '1 1 0', minWidth: 'fit-content' });
