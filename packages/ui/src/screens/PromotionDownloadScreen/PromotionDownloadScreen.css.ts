import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

// The app's name and what it says, centred: a hero, not a card (no surface of its own).
export const hero = style({ textAlign: 'center' });

// The logo tile lifted off the page, as an app icon is.
export const logo = style({
  display: 'block',
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
  marginBottom: vars.space.xs,
});

export const appName = style({
  margin: 0,
  fontSize: vars.font.sizeXl,
  fontWeight: vars.font.weightBold,
  color: vars.color.text,
  // A lender's app name wider than the screen breaks where it must, not anywhere a line could end.
  overflowWrap: 'break-word',
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

export const benefitsTitle = style({
  margin: 0,
  fontSize: vars.font.sizeMd,
  fontWeight: vars.font.weightBold,
  color: vars.color.text,
});

export const benefits = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const benefit = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.font.sizeSm,
  color: vars.color.text,
});

export const benefitIcon = style({
  display: 'grid',
  placeItems: 'center',
  flex: 'none',
  width: '40px',
  height: '40px',
  borderRadius: vars.radius.pill,
  background: vars.color.brandSoft,
  color: vars.color.brand,
});

// Two badges side by side while both labels fit on one line; otherwise one badge per row (a badge sized
// by its one-line label goes to the next row before its label would wrap), each a touch target high.
export const stores = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});

export const store = style({
  flex: '1 1 auto',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '52px',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: 'none',
  borderRadius: vars.radius.md,
  background: vars.color.text,
  color: vars.color.surface,
  fontFamily: 'inherit',
  textAlign: 'left',
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&:active': { opacity: 0.85 },
  },
});

// "Get it on" and the store's name on one line; on two only when the badge alone is too narrow.
export const storeText = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: '0.3em',
  minWidth: 0,
  lineHeight: 1.2,
});

export const storeOver = style({ fontSize: vars.font.sizeXs });

export const storeName = style({ fontSize: vars.font.sizeMd, fontWeight: vars.font.weightBold });
