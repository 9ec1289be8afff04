import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

// The offer first: the brand's name in a row, a large headline and the template's line (the amount on
// offer, typically) in the brand's colour; a rounded soft panel inside the page's inset.
export const hero = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.brandSoft,
  // A lender's long word breaks only when wider than the panel (`break-word`), never a heading or an
  // amount that fits; each line of the panel is at most its width, so such a word has a line to break in.
  overflowWrap: 'break-word',
});

globalStyle(`${hero} > *`, { maxWidth: '100%' });

export const brandRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  marginBottom: vars.space.xs,
});

export const appName = style({
  minWidth: 0,
  margin: 0,
  fontSize: vars.font.sizeMd,
  fontWeight: vars.font.weightBold,
  color: vars.color.text,
});

export const headline = style({
  margin: 0,
  fontSize: vars.font.sizeXxl,
  fontWeight: vars.font.weightBold,
  lineHeight: 1.2,
  color: vars.color.text,
});

export const subtitle = style({
  margin: 0,
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightBold,
  color: vars.color.brand,
});

// The image is the button: the whole 44 px high box refreshes it.
export const captchaButton = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  flex: 'none',
  minWidth: vars.size.touch,
  minHeight: vars.size.touch,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '1px' },
  },
});

export const captchaImage = style({
  display: 'grid',
  placeItems: 'center',
  width: '96px',
  height: '40px',
  borderRadius: vars.radius.sm,
  background: vars.color.background,
  color: vars.color.textSecondary,
});

export const consent = style({
  margin: 0,
  fontSize: vars.font.sizeSm,
  color: vars.color.textSecondary,
  lineHeight: 1.5,
});

export const legalLink = style({
  color: vars.color.brand,
  fontWeight: vars.font.weightBold,
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
});
