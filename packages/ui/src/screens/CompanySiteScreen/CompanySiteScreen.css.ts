import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { narrow } from '../../utils/reflow';

// Mobile first; one breakpoint for tablets and desktops.
const wide = 'screen and (min-width: 768px)';

const focusRing = { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } as const;

export const site = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100vh',
  background: vars.color.background,
  color: vars.color.text,
});

export const header = style({
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const headerInner = style({
  maxWidth: '1040px',
  margin: '0 auto',
  padding: `${vars.space.sm} ${vars.space.md}`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  '@media': {
    [wide]: {
      flexDirection: 'row',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: vars.space.lg,
    },
  },
});

export const brand = style({
  margin: 0,
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightBold,
  color: vars.color.brand,
  lineHeight: 1.3,
});

// Mobile: one row of links that scrolls sideways (issue 24 review: five links wrapped onto two rows,
// 90 px of header above the fold). The row bleeds to the screen's edges so a cut-off link shows there
// is more; the current section is scrolled into view (the screen does it) and marked.
export const navScroller = style({
  marginInline: `calc(-1 * ${vars.space.md})`,
  overflowX: 'auto',
  overscrollBehaviorX: 'contain',
  scrollbarWidth: 'none',
  scrollPaddingInline: vars.space.md,
  selectors: { '&::-webkit-scrollbar': { display: 'none' } },
  '@media': { [wide]: { marginInline: 0, minWidth: 0 } },
});

export const navList = style({
  listStyle: 'none',
  margin: 0,
  paddingInline: vars.space.md,
  display: 'flex',
  flexWrap: 'nowrap',
  gap: vars.space.xxs,
  width: 'max-content',
  '@media': { [wide]: { paddingInline: 0, justifyContent: 'flex-end', width: 'auto' } },
});

export const navItem = style({ flex: 'none' });

export const navLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touch,
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  color: vars.color.text,
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightBold,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  // Inside the scroller a ring outside the link would be clipped: it is drawn inside.
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-3px' },
  selectors: {
    '&[aria-current="page"]': { background: vars.color.brandSoft, color: vars.color.brand },
    '&:hover': { textDecoration: 'underline' },
  },
});

export const main = style({
  flex: '1 0 auto',
  width: '100%',
  maxWidth: '1040px',
  margin: '0 auto',
  // Focus lands here programmatically when the section changes; the content shows where it is.
  ':focus-visible': { outline: 'none' },
});

export const content = style({
  maxWidth: '760px',
  margin: '0 auto',
  padding: `${vars.space.lg} ${vars.space.md} ${vars.space.xl}`,
  overflowWrap: 'break-word',
  '@media': { [narrow]: { paddingInline: vars.space.xs } },
});

export const title = style({
  margin: `0 0 ${vars.space.sm}`,
  fontSize: vars.font.sizeXl,
  fontWeight: vars.font.weightBold,
  lineHeight: 1.25,
  '@media': { [wide]: { fontSize: vars.font.sizeXxl } },
});

export const lead = style({ margin: `0 0 ${vars.space.md}`, color: vars.color.textSecondary });

export const homeContent = style({ '@media': { [wide]: { maxWidth: '960px' } } });

export const hero = style({
  padding: `${vars.space.lg} ${vars.space.md}`,
  borderRadius: vars.radius.lg,
  background: vars.color.brand,
  color: vars.color.onBrand,
  '@media': { [wide]: { padding: `${vars.space.xl} ${vars.space.xl}` } },
});

export const heroCompany = style({
  margin: `0 0 ${vars.space.xs}`,
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightBold,
});

export const heroTitle = style({
  margin: `0 0 ${vars.space.sm}`,
  fontSize: vars.font.sizeXl,
  lineHeight: 1.25,
  '@media': { [wide]: { fontSize: vars.font.sizeXxl } },
});

export const heroLead = style({ margin: `0 0 ${vars.space.lg}` });

export const heroActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

const linkButton = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: vars.size.touch,
  padding: `0 ${vars.space.lg}`,
  borderRadius: vars.radius.pill,
  fontWeight: vars.font.weightBold,
  textDecoration: 'none',
  border: `1px solid ${vars.color.onBrand}`,
} as const;

// The hero's one primary: filled (the page's surface on the brand colour), the only pill.
export const primaryLink = style({
  ...linkButton,
  background: vars.color.surface,
  color: vars.color.brand,
  borderColor: vars.color.surface,
  ':focus-visible': { outline: `3px solid ${vars.color.onBrand}`, outlineOffset: '2px' },
});

// The second action is quiet: underlined text beside the primary, no pill to compete with it.
export const secondaryLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touch,
  padding: `0 ${vars.space.xs}`,
  color: vars.color.onBrand,
  fontWeight: vars.font.weightBold,
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  ':focus-visible': { outline: `3px solid ${vars.color.onBrand}`, outlineOffset: '2px' },
});

export const highlights = style({
  listStyle: 'none',
  margin: `${vars.space.lg} 0 0`,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space.sm,
  '@media': { [wide]: { gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))', gap: vars.space.md } },
});

export const highlight = style({
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const highlightTitle = style({
  margin: `0 0 ${vars.space.xxs}`,
  fontSize: vars.font.sizeMd,
  fontWeight: vars.font.weightBold,
  color: vars.color.brand,
});

export const highlightText = style({
  margin: 0,
  fontSize: vars.font.sizeSm,
  color: vars.color.textSecondary,
});

export const form = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  '@media': { [wide]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', padding: vars.space.lg } },
});

export const fieldWide = style({ '@media': { [wide]: { gridColumn: '1 / -1' } } });

export const status = style({
  margin: 0,
  fontWeight: vars.font.weightBold,
  selectors: {
    '&[data-state="idle"]': { display: 'none' },
    '&[data-state="incomplete"]': { color: vars.color.danger },
    '&[data-state="success"]': { color: vars.color.success },
  },
  '@media': { [wide]: { gridColumn: '1 / -1' } },
});

export const frame = style({
  display: 'block',
  width: '100%',
  height: '70vh',
  minHeight: '360px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const link = style({
  color: vars.color.brand,
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
  overflowWrap: 'break-word',
  ':focus-visible': focusRing,
});

// A phone number keeps its groups on one line.
export const phone = style([link, { whiteSpace: 'nowrap' }]);

export const footer = style({
  background: vars.color.surface,
  borderTop: `1px solid ${vars.color.border}`,
});

export const footerInner = style({
  maxWidth: '1040px',
  margin: '0 auto',
  padding: `${vars.space.lg} ${vars.space.md}`,
  fontSize: vars.font.sizeSm,
});

export const footerTop = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  marginBottom: vars.space.sm,
  '@media': { [wide]: { flexDirection: 'row', justifyContent: 'space-between', alignItems: 'baseline' } },
});

export const footerCompany = style({ margin: 0, fontWeight: vars.font.weightBold });

export const contactList = style({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space.xs,
  '@media': { [wide]: { gridTemplateColumns: 'repeat(3, 1fr)', gap: vars.space.md } },
});

export const contactRow = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const contactTerm = style({ color: vars.color.textSecondary });

export const contactValue = style({ margin: 0, overflowWrap: 'break-word' });

export const copyright = style({ margin: 0, color: vars.color.textSecondary });

// Empty when the brand has no trust facts: no gap is left for them.
export const footerTrust = style({
  selectors: {
    '&:not(:empty)': {
      marginTop: vars.space.md,
      paddingTop: vars.space.md,
      borderTop: `1px solid ${vars.color.border}`,
    },
  },
});
