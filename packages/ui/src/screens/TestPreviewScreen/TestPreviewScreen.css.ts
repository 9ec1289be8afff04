import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const heading = style({ margin: 0, fontSize: vars.font.sizeLg, color: vars.color.text });

export const field = style({
  display: 'grid',
  gap: vars.space.xxs,
  fontSize: vars.font.sizeSm,
  color: vars.color.text,
});

// As wide as its field, whatever the browser's default input size.
export const input = style({
  minWidth: 0,
  minHeight: vars.size.touch,
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  font: 'inherit',
  color: vars.color.text,
  background: vars.color.surface,
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '1px' },
});

export const links = style({
  display: 'grid',
  // Two columns on a phone, one when a link's words would not fit.
  gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, 7em), 1fr))`,
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const link = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.size.touch,
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  background: vars.color.brandSoft,
  color: vars.color.brandPressed,
  fontWeight: vars.font.weightBold,
  textDecoration: 'none',
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
});

export const output = style({
  margin: 0,
  fontSize: vars.font.sizeSm,
  color: vars.color.textSecondary,
  overflowWrap: 'break-word',
});

export const preview = style({ objectFit: 'cover', borderRadius: vars.radius.sm });

export const log = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'grid',
  gap: vars.space.xs,
  fontFamily: 'monospace',
  fontSize: vars.font.sizeXs,
  color: vars.color.text,
});

export const logEntry = style({
  padding: vars.space.xs,
  background: vars.color.background,
  borderRadius: vars.radius.sm,
  // A grid item is as wide as its longest word unless allowed to shrink: a field report's user agent
  // widened the page past the screen. (`overflow-wrap: anywhere` is not on iOS 14.5.)
  minWidth: 0,
  overflowWrap: 'break-word',
});

export const buttons = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
