import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { fitFontSize, narrow } from '../../utils/reflow';

export const stack = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.md,
  // Narrow: Page's inset is enough.
  '@media': { [narrow]: { paddingInline: 0 } },
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
});

export const product = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs });

export const logo = style({ flex: 'none', borderRadius: vars.radius.sm, objectFit: 'cover' });

export const productName = style({
  fontSize: vars.font.sizeMd,
  fontWeight: vars.font.weightBold,
  color: vars.color.text,
  overflowWrap: 'break-word',
});

export const figures = style({ margin: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const amountRow = style({ display: 'flex', flexDirection: 'column-reverse', alignItems: 'center' });

// A value that does not fit beside its label goes under it rather than breaking its words.
export const pair = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const label = style({ margin: 0, fontSize: vars.font.sizeSm, color: vars.color.textSecondary });

// The hero amount stays on one line and shrinks to fit a narrow screen.
export const amount = style({
  margin: 0,
  fontSize: fitFontSize(vars.font.sizeXxl),
  fontWeight: vars.font.weightBold,
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const value = style({
  margin: 0,
  fontSize: vars.font.sizeSm,
  color: vars.color.text,
  marginLeft: 'auto',
  textAlign: 'end',
  overflowWrap: 'break-word',
});

export const popTitle = style({ margin: 0, fontWeight: vars.font.weightBold, color: vars.color.text });

export const popContent = style({ margin: `${vars.space.xs} 0 0`, color: vars.color.textSecondary });

// The promo's close icon: a 44 px target in the dialog's corner.
export const close = style({
  position: 'absolute',
  insetBlockStart: vars.space.xs,
  insetInlineEnd: vars.space.xs,
  inlineSize: 44,
  blockSize: 44,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textSecondary,
  fontSize: vars.font.sizeXl,
  cursor: 'pointer',
});

export const promoMessage = style({
  margin: `${vars.space.lg} 0 0`,
  color: vars.color.text,
  textAlign: 'center',
});

/** The agreements block when its list failed: the loan above stays, this block says why and retries. */
export const agreementsFailed = style([
  card,
  { borderLeft: `4px solid ${vars.color.warning}`, alignItems: 'flex-start' },
]);

export const agreementsFailedTitle = style({
  margin: 0,
  fontWeight: vars.font.weightBold,
  color: vars.color.text,
});

export const agreementsFailedReason = style({
  margin: 0,
  fontSize: vars.font.sizeSm,
  color: vars.color.textSecondary,
  overflowWrap: 'break-word',
});
