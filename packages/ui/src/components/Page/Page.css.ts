import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { actionBarHeight } from '../ActionBar/ActionBar.css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100dvh',
  background: vars.color.background,
  color: vars.color.text,
});

export const content = style({
  flex: '1 0 auto',
  paddingTop: vars.space.md,
  paddingLeft: `calc(${vars.space.md} + env(safe-area-inset-left, 0px))`,
  paddingRight: `calc(${vars.space.md} + env(safe-area-inset-right, 0px))`,
  paddingBottom: `calc(${vars.space.md} + env(safe-area-inset-bottom, 0px))`,
});

// The fixed ActionBar covers the bottom of the page: reserve its height so nothing hides behind it.
export const withActionBar = style({
  paddingBottom: `calc(${actionBarHeight} + ${vars.space.md} + env(safe-area-inset-bottom, 0px))`,
});
