import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  // vh first: an engine without dvh (before Chrome 108, iOS 15.4) still caps the list, which then scrolls.
  maxHeight: ['50vh', '50dvh'],
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  margin: `0 calc(-1 * ${vars.space.md})`,
  borderTop: `1px solid ${vars.color.border}`,
});

export const option = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '56px',
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&:has(input:focus-visible)': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-3px' },
    '&:has(input:checked)': { background: vars.color.brandSoft },
  },
});

// The native radio covers the row (transparent), so taps, arrow keys and screen readers use it.
export const input = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  margin: 0,
  opacity: 0,
  cursor: 'inherit',
});

export const name = style({
  flex: 1,
  fontSize: vars.font.sizeMd,
  overflowWrap: 'break-word',
  selectors: { [`${input}:checked ~ &`]: { fontWeight: vars.font.weightBold } },
});

// 'Last used' under the name: a quiet line, so the choice still reads as the borrower's own.
export const lastUsed = style({
  display: 'block',
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightRegular,
  color: vars.color.textSecondary,
});

export const check = style({
  flex: 'none',
  visibility: 'hidden',
  color: vars.color.brand,
  selectors: { [`${input}:checked ~ &`]: { visibility: 'visible' } },
});
