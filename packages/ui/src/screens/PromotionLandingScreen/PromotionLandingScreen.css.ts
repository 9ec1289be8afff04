import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const hero = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.lg} ${vars.space.md}`,
  textAlign: 'center',
  background: vars.color.brandSoft,
});

export const logo = style({
  display: 'block',
  width: '56px',
  height: '56px',
  borderRadius: vars.radius.md,
  objectFit: 'cover',
});

export const appName = style({
  margin: 0,
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightBold,
  color: vars.color.textSecondary,
});

export const headline = style({
  margin: 0,
  fontSize: vars.font.sizeXl,
  fontWeight: vars.font.weightBold,
  color: vars.color.text,
});

export const subtitle = style({
  margin: 0,
  fontSize: vars.font.sizeMd,
  color: vars.color.text,
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
  display: 'block',
  width: '96px',
  height: '40px',
  borderRadius: vars.radius.sm,
  background: vars.color.background,
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
