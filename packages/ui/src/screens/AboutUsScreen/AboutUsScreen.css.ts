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

// The key facts as chips under the company's name, before the text (a borrower scans them first).
export const facts = style({
  listStyle: 'none',
  margin: `0 0 ${vars.space.lg}`,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
});

export const fact = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.brandSoft,
  color: vars.color.brand,
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightBold,
});

export const factIcon = style({ flex: 'none' });

export const section = style({ margin: `0 0 ${vars.space.md}` });

export const heading = style({
  margin: `0 0 ${vars.space.xxs}`,
  fontSize: vars.font.sizeMd,
  fontWeight: vars.font.weightBold,
  color: vars.color.text,
});

export const paragraph = style({ margin: 0, color: vars.color.textSecondary });

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

// The trust facts' card, the same card as the e-mail's above it.
export const trust = style({ marginTop: vars.space.md });
