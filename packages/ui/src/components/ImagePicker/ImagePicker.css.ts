import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const header = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  fontSize: vars.font.sizeSm,
});

export const label = style({ fontWeight: vars.font.weightBold, color: vars.color.text });

export const count = style({ color: vars.color.textSecondary, fontVariantNumeric: 'tabular-nums' });

export const grid = style({
  display: 'grid',
  // Columns come from core's IMAGE_PICKER_COLUMNS (spec 9: a row of 4), set on the root.
  gridTemplateColumns: 'repeat(var(--image-picker-columns, 4), minmax(0, 1fr))',
  gap: vars.space.xs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const tile = style({
  position: 'relative',
  aspectRatio: '1 / 1',
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  background: vars.color.background,
});

export const thumb = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

const focusRing = { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-3px' } as const;

// A button that covers the whole tile: preview on a done tile, retry on a failed one.
export const cover = style({
  position: 'absolute',
  inset: 0,
  display: 'block',
  width: '100%',
  height: '100%',
  padding: 0,
  border: 'none',
  background: 'transparent',
  cursor: 'pointer',
  ':focus-visible': focusRing,
});

export const retry = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  fontFamily: 'inherit',
});

export const retryChip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.brand,
  fontSize: vars.font.sizeXs,
  fontWeight: vars.font.weightBold,
  boxShadow: vars.shadow.card,
});

export const caption = style({
  position: 'absolute',
  left: 0,
  right: 0,
  bottom: 0,
  padding: `2px ${vars.space.xxs}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.font.sizeXs,
  fontWeight: vars.font.weightBold,
  lineHeight: 1.4,
  textAlign: 'center',
  pointerEvents: 'none',
});

export const failedCaption = style({ color: vars.color.danger });

export const track = style({
  position: 'absolute',
  left: vars.space.xxs,
  right: vars.space.xxs,
  bottom: '24px',
  height: '4px',
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  overflow: 'hidden',
});

export const fill = style({ display: 'block', height: '100%', background: vars.color.brand });

// The whole 44x44 corner is the target (WCAG 2.5.5); the badge in it is drawn large enough to read as one.
export const remove = style({
  position: 'absolute',
  top: 0,
  right: 0,
  zIndex: 1,
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'flex-end',
  width: vars.size.touch,
  height: vars.size.touch,
  padding: vars.space.xxs,
  border: 'none',
  background: 'transparent',
  cursor: 'pointer',
  ':focus-visible': focusRing,
});

// A dark disc with a light ring and shadow: visible on a light or a dark photo alike.
export const removeDot = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '28px',
  height: '28px',
  borderRadius: '50%',
  border: `2px solid ${vars.color.surface}`,
  background: vars.color.text,
  color: vars.color.surface,
  boxShadow: vars.shadow.card,
  selectors: {
    [`${remove}:hover &, ${remove}:active &`]: { background: vars.color.danger },
  },
});

export const add = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xxs,
  border: `1px dashed ${vars.color.textSecondary}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.textSecondary,
  cursor: 'pointer',
  selectors: { '&:has(input:focus-visible)': focusRing },
});

export const addText = style({ fontSize: vars.font.sizeXs, textAlign: 'center' });

export const message = style({
  margin: 0,
  fontSize: vars.font.sizeSm,
  color: vars.color.danger,
});

export const large = style({
  display: 'block',
  maxWidth: '100%',
  height: 'auto',
  // vh first: an engine without dvh (before Chrome 108, iOS 15.4) keeps the vh cap.
  maxHeight: ['60vh', '60dvh'],
  margin: '0 auto',
  objectFit: 'contain',
  borderRadius: vars.radius.md,
});
