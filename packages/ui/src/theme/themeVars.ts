import { baseTokens } from './tokens';

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

/** Every value of the theme contract: colours and the shared scales (`baseTokens`). */
export type ThemeTokens = Widen<typeof baseTokens>;

/** What a brand states: any token of any group; the rest is `baseTokens`. */
export type BrandTokens = { readonly [G in keyof ThemeTokens]?: Partial<ThemeTokens[G]> };

/** A brand's full set of tokens: `baseTokens` with the brand's own values on top, group by group. */
export function themeTokens(brand: BrandTokens = {}): ThemeTokens {
  const out = {} as Record<string, Record<string, string>>;
  for (const [group, values] of Object.entries(baseTokens)) {
    out[group] = { ...values, ...(brand as Record<string, Record<string, string>>)[group] };
  }
  return out as ThemeTokens;
}

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
