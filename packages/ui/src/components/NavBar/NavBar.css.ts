import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { narrow } from '../../utils/reflow';

export const bar = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.z.bar,
  display: 'grid',
  gridTemplateColumns: `minmax(${vars.size.touch}, 1fr) auto minmax(${vars.size.touch}, 1fr)`,
  alignItems: 'center',
  minHeight: `calc(${vars.size.bar} + env(safe-area-inset-top, 0px))`,
  // The status bar and notch of the webview's phone must not cover the title.
  paddingTop: 'env(safe-area-inset-top, 0px)',
  paddingLeft: `calc(${vars.space.xxs} + env(safe-area-inset-left, 0px))`,
  paddingRight: `calc(${vars.space.xxs} + env(safe-area-inset-right, 0px))`,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': {
    // Narrow: the empty side columns give their room to the title.
    [narrow]: { gridTemplateColumns: 'auto minmax(0, 1fr) auto' },
  },
});

export const start = style({ display: 'flex', justifyContent: 'flex-start' });
export const end = style({ display: 'flex', justifyContent: 'flex-end' });

export const back = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.touch,
  height: vars.size.touch,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-3px' },
  selectors: { '&:active': { background: vars.color.brandSoft } },
});

// A long title wraps to two lines and is cut there; the h1 carries its full text as its title.
export const title = style({
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 2,
  margin: 0,
  maxWidth: '100%',
  overflow: 'hidden',
  overflowWrap: 'break-word',
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightBold,
  color: vars.color.text,
  textAlign: 'center',
  '@media': { [narrow]: { fontSize: vars.font.sizeMd } },
});
