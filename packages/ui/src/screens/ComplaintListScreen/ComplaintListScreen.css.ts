import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const list = style({ listStyle: 'none' });

// The card is the link: 44 px high at least, pressed on touch.
export const item = style({
  minHeight: vars.size.touch,
  textDecoration: 'none',
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  ':active': { background: vars.color.background },
});

export const itemBody = style({
  display: 'flex',
  flex: '1 1 auto',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
});

export const chevron = style({ flexShrink: 0, color: vars.color.textSecondary });

export const itemHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

// The status goes under the type when the two do not fit side by side.
export const type = style({
  flex: '1 1 auto',
  fontSize: vars.font.sizeMd,
  fontWeight: vars.font.weightBold,
  color: vars.color.text,
  overflowWrap: 'break-word',
});

export const time = style({
  fontSize: vars.font.sizeXs,
  color: vars.color.textSecondary,
});

export const content = style({
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  fontSize: vars.font.sizeSm,
  color: vars.color.textSecondary,
  overflowWrap: 'break-word',
});
