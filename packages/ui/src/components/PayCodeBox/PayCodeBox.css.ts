import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { fitCharsVar, fitFontSize, narrow } from '../../utils/reflow';

// Narrow: a smaller padding leaves the code its room (doubled class: wins over the Card's padding atom).
export const root = style({ '@media': { [narrow]: { selectors: { '&&': { padding: vars.space.sm } } } } });

// The copy button goes under the code when the two do not fit side by side.
export const codeRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.brandSoft,
});

// The box the code fits itself to (a container: its own width, not its content's). Beside the copy
// button while the code fits there at the large text size; on its own line above it otherwise.
export const codeText = style({
  display: 'flex',
  flexDirection: 'column',
  flex: '1 1 0',
  minWidth: `min(100%, calc(${fitCharsVar} * 0.6 * ${vars.font.sizeLg}))`,
  containerType: 'inline-size',
});

export const label = style({ fontSize: vars.font.sizeSm, color: vars.color.textSecondary });

// One line: the code shrinks to its box (not under the small text size), and past that scrolls inside it.
export const code = style({
  ...fitFontSize(vars.font.sizeXl, vars.font.sizeSm),
  fontWeight: vars.font.weightBold,
  color: vars.color.text,
  letterSpacing: '0.04em',
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  overflowX: 'auto',
  userSelect: 'all',
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
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
export const qrPlaceholder = style({ display: 'block', maxWidth: '100%' });
