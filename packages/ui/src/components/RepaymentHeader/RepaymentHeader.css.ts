import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const product = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs });

export const logo = style({ flex: 'none', borderRadius: vars.radius.sm, objectFit: 'cover' });

export const productName = style({
  fontSize: vars.font.sizeMd,
  fontWeight: vars.font.weightBold,
  color: vars.color.text,
  overflowWrap: 'break-word',
});

export const title = style({
  margin: 0,
  fontSize: vars.font.sizeMd,
  fontWeight: vars.font.weightBold,
  color: vars.color.text,
});

export const figures = style({ margin: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const amountRow = style({ display: 'flex', flexDirection: 'column-reverse', alignItems: 'center' });

export const dateRow = style({
  display: 'flex',
  justifyContent: 'center',
  gap: vars.space.xs,
  fontSize: vars.font.sizeSm,
});

export const label = style({ margin: 0, fontSize: vars.font.sizeSm, color: vars.color.textSecondary });

export const amount = style({ margin: 0, color: vars.color.text });

export const date = style({ margin: 0, color: vars.color.text, fontWeight: vars.font.weightBold });
