import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const groupTitle = style({
  margin: 0,
  fontSize: vars.font.sizeMd,
  fontWeight: vars.font.weightBold,
});

export const steps = style({
  margin: 0,
  paddingLeft: vars.space.lg,
  fontSize: vars.font.sizeSm,
  lineHeight: 1.6,
  color: vars.color.text,
});

// The QR that Save QR keeps, centred in the code's card above its receipt.
export const qr = style({ display: 'block', marginTop: vars.space.xs });

// The QR's room while its chunk arrives (160 px, as drawn): nothing moves when it comes.
export const qrPlaceholder = style({ display: 'block', width: 160, height: 160, maxWidth: '100%' });

// A list row: the card is the link, as tall as a finger, its text bold and not underlined.
export const moreWays = style({
  minHeight: vars.size.touch,
  color: vars.color.text,
  fontWeight: vars.font.weightBold,
  textDecoration: 'none',
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
});

export const chevron = style({ flex: 'none', color: vars.color.textSecondary });
