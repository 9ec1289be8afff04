import type { baseTokens } from './tokens';

type Colour =
  | 'brand'
  | 'brandPressed'
  | 'onBrand'
  | 'brandSoft'
  | 'text'
  | 'textSecondary'
  | 'textDisabled'
  | 'background'
  | 'surface'
  | 'border'
  | 'disabled'
  | 'onDisabled'
  | 'danger'
  | 'success'
  | 'warning'
  | 'overlay'
  | 'focus';

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

/** Every value of the theme contract: a brand's colours plus the shared scales (`baseTokens`). */
export type ThemeTokens = Widen<typeof baseTokens> & { color: Record<Colour, string> };

/**
 * The contract's custom properties for a set of tokens (`{ '--loan-color-brand': '#6a1b9a', ... }`),
 * for a theme without the vanilla-extract plugin: a React `style`, or the body of a CSS rule.
 */
export function themeVars(tokens: ThemeTokens): Record<`--loan-${string}`, string> {
  const out: Record<`--loan-${string}`, string> = {};
  for (const [group, values] of Object.entries(tokens)) {
    for (const [name, value] of Object.entries(values as Record<string, string>))
      out[`--loan-${group}-${name}`] = value;
  }
  return out;
}
