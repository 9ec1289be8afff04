import { createGlobalThemeContract } from '@vanilla-extract/css';

/**
 * The one contract every component reads; each brand fills it with createTheme. Its custom properties
 * have stable public names (`--loan-color-brand`), so a consumer can theme the kit from plain CSS.
 */
export const vars = createGlobalThemeContract(
  {
    color: {
      brand: null,
      brandPressed: null,
      onBrand: null,
      brandSoft: null,
      text: null,
      textSecondary: null,
      textDisabled: null,
      background: null,
      surface: null,
      border: null,
      disabled: null,
      onDisabled: null,
      danger: null,
      success: null,
      warning: null,
      overlay: null,
      focus: null,
    },
    font: {
      family: null,
      sizeXs: null,
      sizeSm: null,
      sizeMd: null,
      sizeLg: null,
      sizeXl: null,
      sizeXxl: null,
      weightRegular: null,
      weightBold: null,
      lineHeight: null,
    },
    space: { xxs: null, xs: null, sm: null, md: null, lg: null, xl: null },
    radius: { sm: null, md: null, lg: null, pill: null },
    shadow: { card: null, sheet: null },
    z: { bar: null, sheet: null, dialog: null, toast: null },
    motion: { fast: null, normal: null, easing: null },
    size: { touch: null, bar: null },
  },
  (_value, path) => `loan-${path.join('-')}`,
);
