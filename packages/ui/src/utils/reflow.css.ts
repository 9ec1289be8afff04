import { style } from '@vanilla-extract/css';
import { narrow } from './reflow';

/**
 * The box whose width a fitted amount or code measures itself against (`fitFontSize` in ./reflow).
 * Only on a narrow screen: at 360 px nothing needs fitting, and a size container changes how
 * Chromium paints the text inside it (a sub-pixel shift of some glyphs).
 */
export const fitBox = style({ '@media': { [narrow]: { containerType: 'inline-size' } } });
