import { type BrandConfig, defaultBrand, indiaBrand, sandboxBrand } from '@loan/core';

/**
 * The brand this build serves, chosen at build time by VITE_BRAND (default | sandbox | india).
 * Vite replaces the variable with a literal, so the other brands' configs are dropped from the bundle.
 * `sandbox` is the default brand that may follow the local sandbox's http: pages (`pnpm dev`).
 */
export const brand: BrandConfig =
  import.meta.env.VITE_BRAND === 'india'
    ? indiaBrand
    : import.meta.env.VITE_BRAND === 'sandbox'
      ? sandboxBrand
      : defaultBrand;
