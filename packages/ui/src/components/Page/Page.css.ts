import { style } from '@vanilla-extract/css';
import { inset } from '../../layout/layout.css';
import { vars } from '../../theme/contract.css';
import { narrow } from '../../utils/reflow';
import { actionBarHeight } from '../ActionBar/ActionBar.css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100dvh',
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

// The fixed ActionBar covers the bottom of the page: reserve its height so nothing hides behind it.
export const withActionBar = style({
  paddingBottom: `calc(${actionBarHeight} + ${vars.space.md} + env(safe-area-inset-bottom, 0px))`,
  // Narrow: the ActionBar is in the flow (sticky at the bottom), nothing to reserve.
  '@media': { [narrow]: { paddingBottom: 0 } },
});
