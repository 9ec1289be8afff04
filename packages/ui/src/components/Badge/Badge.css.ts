import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const wrapper = style({ position: 'relative', display: 'inline-flex' });

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '20px',
  height: '20px',
  padding: `0 ${vars.space.xxs}`,
  borderRadius: vars.radius.pill,
  background: vars.color.danger,
  // onBrand is the theme's text-on-strong-colour (white); danger keeps >= 4.5:1 against it in both themes.
  color: vars.color.onBrand,
  fontSize: vars.font.sizeXs,
  fontWeight: vars.font.weightBold,
  lineHeight: 1,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const dot = style({ minWidth: '10px', width: '10px', height: '10px', padding: 0 });

export const corner = style({
  position: 'absolute',
  top: 0,
  right: 0,
  transform: 'translate(40%, -40%)',
  boxShadow: `0 0 0 2px ${vars.color.surface}`,
});
