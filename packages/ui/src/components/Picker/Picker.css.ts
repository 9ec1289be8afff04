import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { content as dialogContent } from '../Dialog/Dialog.css';

/** The Picker's sheet (its Dialog panel). */
export const sheet = style({});

// Above the soft keyboard the sheet may be short: the list gives up its height first (it scrolls), so
// the search field and the actions stay in sight. At rest the list fits and nothing moves.
globalStyle(`${sheet} > ${dialogContent}`, { display: 'flex', flexDirection: 'column', minHeight: 0 });

export const list = style({
  minHeight: 0,
  // vh first: an engine without dvh (before Chrome 108, iOS 15.4) still caps the list, which then scrolls.
  maxHeight: ['50vh', '50dvh'],
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  margin: `0 calc(-1 * ${vars.space.md})`,
  borderTop: `1px solid ${vars.color.border}`,
  // The sheet's starting point, never a control: no ring of its own (its rows ring on :focus-visible).
  ':focus': { outline: 'none' },
});

export const search = style({
  width: '100%',
  minHeight: vars.size.touch,
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: 'inherit',
  fontSize: vars.font.sizeMd,
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '1px' },
  '::placeholder': { color: vars.color.textSecondary },
});

export const empty = style({
  padding: vars.space.md,
  textAlign: 'center',
  color: vars.color.textSecondary,
  fontSize: vars.font.sizeSm,
});
