import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
  marginBottom: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
});

export const logo = style({ borderRadius: vars.radius.md, objectFit: 'contain' });

export const title = style({ margin: 0, fontSize: vars.font.sizeLg, fontWeight: vars.font.weightBold });

export const label = style({ margin: 0, fontSize: vars.font.sizeSm, color: vars.color.textSecondary });

export const code = style({
  margin: 0,
  fontSize: vars.font.sizeXl,
  fontWeight: vars.font.weightBold,
  letterSpacing: '0.08em',
  overflowWrap: 'anywhere',
  textAlign: 'center',
});

export const total = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  margin: `${vars.space.sm} 0 0`,
});

export const amount = style({
  margin: 0,
  fontSize: vars.font.sizeXxl,
  fontWeight: vars.font.weightBold,
  color: vars.color.brand,
});

export const groupTitle = style({
  alignSelf: 'stretch',
  margin: 0,
  fontSize: vars.font.sizeMd,
  fontWeight: vars.font.weightBold,
});

export const steps = style({
  alignSelf: 'stretch',
  margin: 0,
  paddingLeft: vars.space.lg,
  fontSize: vars.font.sizeSm,
  lineHeight: 1.6,
  color: vars.color.text,
});

export const link = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: vars.size.touch,
  color: vars.color.brand,
  fontWeight: vars.font.weightBold,
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
});
