import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.md,
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
});

export const codeRow = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.brandSoft,
});

export const codeText = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const label = style({ fontSize: vars.font.sizeSm, color: vars.color.textSecondary });

export const code = style({
  fontSize: vars.font.sizeXl,
  fontWeight: vars.font.weightBold,
  color: vars.color.text,
  letterSpacing: '0.04em',
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
  userSelect: 'all',
});

export const picture = style({ display: 'flex', justifyContent: 'center' });

export const image = style({ maxWidth: '100%', height: 'auto', borderRadius: vars.radius.md });

export const instructions = style({
  margin: 0,
  fontSize: vars.font.sizeSm,
  color: vars.color.textSecondary,
  textAlign: 'center',
});

// Holds the QR's place while its code loads, so nothing shifts.
export const qrPlaceholder = style({ display: 'block' });
