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

// Two small badges side by side and centred under the headline (issue 24 review: three full-width bars
// did one job): they say where the app is, the footer's button is the page's one primary. A badge is a
// touch target high; on a very narrow screen or with large text the second goes under the first.
export const stores = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.xs,
  marginTop: vars.space.sm,
  // Narrower than the phones the kit is drawn for (320 px, or 200% text): one badge per row, so a
  // badge's two lines never sit beside the other badge like a label that wrapped.
  '@media': { 'screen and (max-width: 359px)': { flexDirection: 'column', alignItems: 'center' } },
});

export const store = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  justifyContent: 'center',
  minWidth: '128px',
  minHeight: vars.size.touch,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.textSecondary}`,
  borderRadius: vars.radius.sm,
  background: vars.color.text,
  color: vars.color.surface,
  fontFamily: 'inherit',
  lineHeight: 1.15,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&:active': { opacity: 0.85 },
  },
});

// "Get it on" small over the store's name, as the stores' own badges set them.
export const storeOver = style({ fontSize: vars.font.sizeXs, whiteSpace: 'nowrap' });

export const storeName = style({
  fontSize: vars.font.sizeMd,
  fontWeight: vars.font.weightBold,
  whiteSpace: 'nowrap',
});
