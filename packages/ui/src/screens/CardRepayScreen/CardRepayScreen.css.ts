import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const placeholderRow = style({
  height: '56px',
  margin: `0 ${vars.space.md} ${vars.space.xs}`,
});

export const hint = style({
  margin: `0 0 ${vars.space.md}`,
  fontSize: vars.font.sizeSm,
  color: vars.color.textSecondary,
});

export const due = style({
  margin: `${vars.space.xs} 0 0`,
  fontSize: vars.font.sizeSm,
  color: vars.color.textSecondary,
});

export const dueValue = style({ color: vars.color.text, fontWeight: vars.font.weightBold });

export const stepsTitle = style({
  margin: 0,
  fontSize: vars.font.sizeMd,
  fontWeight: vars.font.weightBold,
  color: vars.color.text,
});

// Numbered steps: the number in a brand-soft disc, the text beside it.
export const steps = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  counterReset: 'step',
  fontSize: vars.font.sizeSm,
  lineHeight: vars.font.lineHeight,
  color: vars.color.text,
});

globalStyle(`${steps} > li`, {
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'flex-start',
  counterIncrement: 'step',
});

globalStyle(`${steps} > li::before`, {
  content: 'counter(step)',
  flex: 'none',
  display: 'grid',
  placeItems: 'center',
  width: '24px',
  height: '24px',
  borderRadius: vars.radius.pill,
  background: vars.color.brandSoft,
  color: vars.color.brand,
  fontSize: vars.font.sizeXs,
  fontWeight: vars.font.weightBold,
});

// The redirect: a line that says where it goes, and its text button, centred under the steps.
export const redirect = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xxs,
  textAlign: 'center',
});

export const redirectHint = style({
  margin: 0,
  fontSize: vars.font.sizeSm,
  color: vars.color.textSecondary,
});
