import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

// QR codes shrink with a narrow screen (a drawn QR keeps its square).
export const qrImage = style({ width: '176px', maxWidth: '100%', height: 'auto', objectFit: 'contain' });

export const heading = style({
  margin: 0,
  fontSize: vars.font.sizeMd,
  fontWeight: vars.font.weightBold,
  color: vars.color.text,
});

export const steps = style({
  margin: 0,
  paddingLeft: vars.space.lg,
  alignSelf: 'stretch',
  fontSize: vars.font.sizeSm,
  lineHeight: vars.font.lineHeight,
  color: vars.color.text,
});

// The channel's picture under the amount, as wide as the card allows.
export const channelImage = style({
  maxWidth: '100%',
  height: 'auto',
  marginTop: vars.space.sm,
  borderRadius: vars.radius.md,
});
