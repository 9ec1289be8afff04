import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const product = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '40px',
});

export const logo = style({ width: '40px', height: '40px', flex: 'none', borderRadius: vars.radius.md });

export const productName = style({
  margin: 0,
  fontSize: vars.font.sizeMd,
  fontWeight: vars.font.weightBold,
  color: vars.color.text,
  overflowWrap: 'break-word',
});

export const notice = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.brandSoft,
  color: vars.color.text,
  fontSize: vars.font.sizeSm,
  textAlign: 'start',
  overflowWrap: 'break-word',
});

export const rollover = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const tagline = style({ margin: 0, fontSize: vars.font.sizeSm, color: vars.color.textSecondary });

export const market = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.font.sizeMd,
  fontWeight: vars.font.weightBold,
  color: vars.color.text,
});

export const more = style({
  alignSelf: 'center',
  minHeight: vars.size.touch,
  padding: `0 ${vars.space.md}`,
  border: 0,
  background: 'transparent',
  color: vars.color.brand,
  fontSize: vars.font.sizeSm,
  fontFamily: 'inherit',
  textDecoration: 'underline',
  cursor: 'pointer',
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
});

export const stars = style({ display: 'flex', justifyContent: 'center' });

// A dialog's two buttons: the safe one on the left and the primary on the right while both fit on one
// line; stacked, the primary on top (wrap-reverse), as a sheet of actions reads. The DOM order stays
// safe first, primary last, as in every dialog of the kit.
export const dialogActions = style({
  display: 'flex',
  flexWrap: 'wrap-reverse',
  gap: vars.space.sm,
});

// (The doubled class outranks the Button's own 44 px min-width, as the Dialog's own rule does.)
globalStyle(`${dialogActions}${dialogActions} > *`, { flex: '1 1 0', minWidth: 'fit-content' });
