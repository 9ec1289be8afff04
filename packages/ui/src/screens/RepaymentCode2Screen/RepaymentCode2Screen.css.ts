import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const groupTitle = style({
  margin: 0,
  fontSize: vars.font.sizeMd,
  fontWeight: vars.font.weightBold,
});

export const steps = style({
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
