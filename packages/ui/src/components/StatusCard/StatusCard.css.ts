import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.lg} ${vars.space.md}`,
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  textAlign: 'center',
});

// The status icon on a halo in the brand's soft colour, as the kit's Illustration draws it.
export const icon = style({
  boxSizing: 'content-box',
  width: '64px',
  height: '64px',
  flex: 'none',
  padding: vars.space.sm,
  borderRadius: vars.radius.pill,
  background: vars.color.brandSoft,
});

export const tone = {
  brand: style({ color: vars.color.brand }),
  success: style({ color: vars.color.success }),
  warning: style({ color: vars.color.warning }),
  danger: style({ color: vars.color.danger }),
  // A status we cannot tell: neither good nor bad news.
  neutral: style({ color: vars.color.textSecondary }),
};

export const title = style({
  margin: 0,
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightBold,
  color: vars.color.text,
  overflowWrap: 'break-word',
});

export const description = style({
  margin: 0,
  fontSize: vars.font.sizeSm,
  color: vars.color.textSecondary,
  overflowWrap: 'break-word',
});

export const actions = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  width: '100%',
  marginTop: vars.space.sm,
});

/** The hero: the amount due under its label, the days overdue under it. */
export const figure = style({
  margin: `${vars.space.xs} 0 0`,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: '2px',
  width: '100%',
});

export const figureLabel = style({ margin: 0, fontSize: vars.font.sizeSm, color: vars.color.textSecondary });

export const figureAmount = style({ margin: 0, color: vars.color.text, maxWidth: '100%' });

export const alert = style({
  margin: 0,
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightBold,
  color: vars.color.danger,
});
