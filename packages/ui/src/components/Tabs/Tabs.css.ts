import { TABS_PER_PAGE } from '@loan/core';
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const list = style({
  display: 'flex',
  overflowX: 'auto',
  overflowY: 'hidden',
  scrollbarWidth: 'none',
  overscrollBehaviorX: 'contain',
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { '&::-webkit-scrollbar': { display: 'none' } },
});

export const tab = style({
  // Fewer tabs than a page share the width; more scroll sideways, `perPage` at a time.
  flex: `1 0 ${100 / TABS_PER_PAGE}%`,
  // Never narrower than its label (with its padding, over the 44 px target): tabs that do not fit
  // scroll sideways instead of cutting their words.
  minWidth: 'max-content',
  minHeight: vars.size.touch,
  padding: `0 ${vars.space.xs}`,
  border: 'none',
  borderBottom: '3px solid transparent',
  background: 'transparent',
  color: vars.color.textSecondary,
  fontFamily: 'inherit',
  fontSize: vars.font.sizeSm,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-3px' },
  selectors: {
    '&[aria-selected="true"]': {
      color: vars.color.brand,
      fontWeight: vars.font.weightBold,
      borderBottomColor: vars.color.brand,
    },
  },
});

export const panels = style({
  overflow: 'hidden',
  // Vertical scrolling stays with the browser; horizontal moves come to the swipe handler.
  touchAction: 'pan-y',
});

export const panel = style({
  // Page gives the one side inset (layout-rhythm.md): the panel adds only the gap under the tab bar.
  paddingTop: vars.space.md,
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-3px' },
  selectors: { '&[data-dragging]': { willChange: 'transform' } },
});
