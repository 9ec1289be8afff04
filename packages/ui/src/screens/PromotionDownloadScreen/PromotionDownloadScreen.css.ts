import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

// The app's name and its download, centred on the page: a hero, not a card (no surface of its own);
// a Stack at Page's inset, with room above and below.
export const hero = style({ textAlign: 'center' });

export const logo = style({
  display: 'block',
  width: '88px',
  height: '88px',
  borderRadius: vars.radius.lg,
  objectFit: 'cover',
  background: vars.color.brandSoft,
  boxShadow: vars.shadow.card,
});

export const appName = style({
  margin: `${vars.space.xs} 0 0`,
  fontSize: vars.font.sizeXl,
  fontWeight: vars.font.weightBold,
  color: vars.color.text,
});

export const headline = style({
  margin: 0,
  fontSize: vars.font.sizeMd,
  fontWeight: vars.font.weightBold,
  color: vars.color.text,
});

export const subtitle = style({
  margin: 0,
  fontSize: vars.font.sizeSm,
  color: vars.color.textSecondary,
});

export const actions = style({
  alignSelf: 'stretch',
  paddingTop: vars.space.md,
});
