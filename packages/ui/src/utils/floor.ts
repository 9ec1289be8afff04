/**
 * An `@supports` condition true on engines that may lack cascade layers (Chrome before 99, iOS before
 * 15.4), which drop a layered block whole: `dvh` came after layers in both, so an engine without `dvh`
 * gets the kit's reset unlayered as well (docs/decisions/support-matrix.md).
 */
export const mayLackLayers = 'not (height: 1dvh)';
