import { globalStyle, style } from '@vanilla-extract/css';
import { inset } from '../../layout/layout.css';
import { vars } from '../../theme/contract.css';
import { keyboardInset } from '../../utils/keyboard';
import { narrow } from '../../utils/reflow';
import { root as actionBarRoot } from '../ActionBar/ActionBar.css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  // vh first: an engine without dvh (before Chrome 108, iOS 15.4) keeps the vh height.
  minHeight: ['100vh', '100dvh'],
  background: vars.color.background,
  color: vars.color.text,
});

// The page's one inset (layout's Inset), as a column under 360 px so the ActionBar can sit at its end.
export const content = style([
  inset,
  {
    flex: '1 0 auto',
    '@media': { [narrow]: { display: 'flex', flexDirection: 'column', gap: vars.space.md } },
  },
]);

// The page's own content, in normal flow; it grows so an in-flow ActionBar sits at the page's end.
export const body = style({ flex: '1 0 auto' });

// The ActionBar takes its own room at the end of the content and sticks to the bottom of the viewport
// (sticky, in flow): nothing hides behind it whatever its height, at any text size, with no measuring.
// While the soft keyboard covers the layout viewport's bottom (iOS), the bar rides above it, and the
// content gains that much room at its end so the last field can be scrolled above the keyboard.
export const withActionBar = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  paddingBottom: keyboardInset,
});

// Full bleed across Page's inset; `left`/`right` of a fixed bar do not apply in flow.
globalStyle(`${withActionBar} > ${actionBarRoot}`, {
  position: 'sticky',
  bottom: keyboardInset,
  left: 'auto',
  right: 'auto',
  marginTop: 'auto',
  marginLeft: `calc(-1 * (${vars.space.md} + env(safe-area-inset-left, 0px)))`,
  marginRight: `calc(-1 * (${vars.space.md} + env(safe-area-inset-right, 0px)))`,
  '@media': {
    [narrow]: {
      marginLeft: `calc(-1 * (${vars.space.xs} + env(safe-area-inset-left, 0px)))`,
      marginRight: `calc(-1 * (${vars.space.xs} + env(safe-area-inset-right, 0px)))`,
    },
  },
});
