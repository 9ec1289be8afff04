import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const article = style({
  maxWidth: '760px',
  margin: '0 auto',
  paddingBottom: vars.space.lg,
  color: vars.color.text,
  overflowWrap: 'break-word',
});

export const title = style({
  margin: `0 0 ${vars.space.xxs}`,
  fontSize: vars.font.sizeXl,
  fontWeight: vars.font.weightBold,
  lineHeight: 1.25,
  '@media': { 'screen and (min-width: 768px)': { fontSize: vars.font.sizeXxl } },
});

export const company = style({
  margin: `0 0 ${vars.space.md}`,
  fontSize: vars.font.sizeMd,
  fontWeight: vars.font.weightBold,
  color: vars.color.brand,
});

export const paragraph = style({ margin: `0 0 ${vars.space.sm}` });

// The contact card stands apart from the paragraphs above it.
export const contact = style({ marginTop: vars.space.lg });

export const contactText = style({ margin: 0 });

export const link = style({
  color: vars.color.brand,
  fontWeight: vars.font.weightBold,
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
  overflowWrap: 'break-word',
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
});

// Empty when the brand has no trust facts: the margin collapses with nothing in it.
export const trust = style({ selectors: { '&:not(:empty)': { marginTop: vars.space.md } } });
