import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  selectors: {
    // The button's stretched hit area covers the card, so show its focus ring on the whole card.
    '&:has(button:focus-visible)': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

// The button stays on the name's row: the name takes the room left and wraps its words within it. Only
// when even a short name (5em) and the button do not fit side by side (a zoomed or very narrow screen)
// does the button go below. (It went below whenever the name's one-line width and the button did not
// fit, leaving an empty band beside the name on one card and not the next.)
export const header = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const logo = style({
  flex: 'none',
  borderRadius: vars.radius.sm,
  objectFit: 'cover',
  selectors: { [`${card}[data-state="disabled"] &`]: { filter: 'grayscale(1)' } },
});

export const name = style({
  flex: '1 1 0',
  minWidth: 'min(5em, 100%)',
  margin: 0,
  fontSize: vars.font.sizeMd,
  fontWeight: vars.font.weightBold,
  color: vars.color.text,
  overflowWrap: 'break-word',
});

export const action = style({
  flex: 'none',
  marginLeft: 'auto',
  maxWidth: '100%',
  position: 'static',
  // A card's action is lighter and narrower than the screen's primary, so it fits beside the name.
  selectors: { '&&': { paddingLeft: vars.space.md, paddingRight: vars.space.md } },
  // Stretched hit area: a tap anywhere on the card lands on the button.
  '::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.lg },
  ':focus-visible': { outline: 'none' },
});

export const limit = style({ display: 'flex', flexDirection: 'column' });

export const range = style({
  fontSize: vars.font.sizeXl,
  fontWeight: vars.font.weightBold,
  // An amount: the text colour, as every neutral amount of the kit (Money's tones).
  color: vars.color.text,
  overflowWrap: 'break-word',
  selectors: { [`${card}[data-state="disabled"] &`]: { color: vars.color.textSecondary } },
});

export const muted = style({ margin: 0, fontSize: vars.font.sizeSm, color: vars.color.textSecondary });

export const rate = style({ margin: 0, fontSize: vars.font.sizeSm, color: vars.color.text });

export const tags = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
