import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { narrow } from '../../utils/reflow';

export const root = style({
  maxWidth: '760px',
  margin: '0 auto',
  paddingBottom: vars.space.lg,
  color: vars.color.text,
  overflowWrap: 'break-word',
});

export const title = style({
  margin: `0 0 ${vars.space.xs}`,
  fontSize: vars.font.sizeXl,
  fontWeight: vars.font.weightBold,
  lineHeight: 1.25,
  '@media': { 'screen and (min-width: 768px)': { fontSize: vars.font.sizeXxl } },
});

export const updated = style({
  margin: `0 0 ${vars.space.md}`,
  fontSize: vars.font.sizeSm,
  color: vars.color.textSecondary,
});

export const paragraph = style({ margin: `0 0 ${vars.space.sm}` });

export const list = style({
  margin: `0 0 ${vars.space.sm}`,
  paddingLeft: vars.space.lg,
  '@media': { [narrow]: { paddingLeft: vars.space.md } },
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});

// The table of contents: a card between the introduction and the first section.
export const contents = style({ margin: `${vars.space.md} 0 ${vars.space.lg}` });

export const contentsLabel = style({ margin: 0, fontWeight: vars.font.weightBold });

export const contentsList = style({
  margin: 0,
  paddingLeft: vars.space.lg,
  '@media': { [narrow]: { paddingLeft: vars.space.md } },
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});

export const link = style({
  color: vars.color.brand,
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
});

export const section = style({ marginTop: vars.space.lg });

export const heading = style({
  margin: `0 0 ${vars.space.xs}`,
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightBold,
  lineHeight: 1.3,
  scrollMarginTop: vars.space.md,
});

// A phone number in the text: one line, never '1800 210 / 4455' (issue 24 review).
export const contact = style({ whiteSpace: 'nowrap' });
