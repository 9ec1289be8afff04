import { globalLayer, globalStyle, style } from '@vanilla-extract/css';
import { mayLackLayers } from '../utils/floor';
import { vars } from './contract.css';

/**
 * The kit's reset, in its own cascade layer: any unlayered style of the host page wins over it, and it
 * reaches only the element that carries `kitRoot` and what is inside it (docs/decisions/0005-kit-css-scope.md).
 */
const reset = globalLayer('loan-reset');

/** The root's reset: in the layer, and unlayered too where the engine may lack layers. */
const rootReset = {
  margin: 0,
  fontFamily: vars.font.family,
  fontSize: vars.font.sizeMd,
  lineHeight: vars.font.lineHeight,
  color: vars.color.text,
  background: vars.color.background,
  // No grey flash on tap in Android webviews.
  WebkitTapHighlightColor: 'transparent',
  // The kit has one light theme: a webview's forced darkening would invert its QR and pay codes.
  colorScheme: 'only light',
} as const;

/** Put on the element that holds the kit (a full-screen webview app puts it on `<body>`, with a theme class). */
export const kitRoot = style({
  '@layer': { [reset]: rootReset },
  '@supports': { [mayLackLayers]: rootReset },
});

globalStyle(`${kitRoot}, ${kitRoot} *, ${kitRoot} *::before, ${kitRoot} *::after`, {
  '@layer': { [reset]: { boxSizing: 'border-box' } },
  '@supports': { [mayLackLayers]: { boxSizing: 'border-box' } },
});
