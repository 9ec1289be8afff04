import type { CSSProperties } from 'react';

/**
 * Narrower than the 360 px phone the kit is drawn for: a 320 px screen, or a phone at 200% zoom
 * (180 CSS px). Styles under it make the layout reflow (WCAG 1.4.10); at 360 px nothing changes.
 */
export const narrow = 'screen and (max-width: 359.98px)';

/** How many characters the fitted text has, set on the element (or an ancestor) by `fitChars`. */
const chars = '--loan-fit-chars';

/** That count as a CSS value (1 where it is not set). */
export const fitCharsVar = `var(${chars}, 1)`;

/**
 * A font size of at most `max` (and at least `min`, if given) that keeps a line of the element's
 * characters (`fitChars`) inside the nearest `fitBox` (a bold digit is under 0.6 em wide), or the
 * viewport where there is none: a hero amount or a code shrinks instead of wrapping or overflowing.
 * Spread into a style. Without container units (before Chrome 105, iOS 16) it stays `max`: the fitted
 * size sits under `@supports`, since a declaration with var() that the engine cannot compute would
 * not fall back to `max` but leave the text at its parent's size.
 */
/** A plain shape rather than vanilla-extract's StyleRule, so a recipe's exported type stays nameable in .d.ts. */
export interface FittedFontSize {
  fontSize: string;
  '@supports': Record<string, { fontSize: string }>;
}

export const fitFontSize = (max: string, min?: string): FittedFontSize => {
  const fit = `min(${max}, calc(100cqi / (${fitCharsVar} * 0.6)))`;
  return { fontSize: max, '@supports': { '(width: 1cqi)': { fontSize: min ? `max(${min}, ${fit})` : fit } } };
};

/** The inline style that tells `fitFontSize` how long `text` is. */
export const fitChars = (text: string): CSSProperties =>
  ({ [chars]: Math.max(1, text.length) }) as CSSProperties;
