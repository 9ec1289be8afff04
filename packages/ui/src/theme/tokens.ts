// Shared, brand-neutral tokens: type scale, spacing, radii, layers, motion.
export const baseTokens = {
  font: {
    family: "'Noto Sans', 'Helvetica Neue', Arial, sans-serif",
    sizeXs: '12px',
    sizeSm: '14px',
    sizeMd: '16px',
    sizeLg: '18px',
    sizeXl: '22px',
    sizeXxl: '30px',
    weightRegular: '400',
    weightBold: '700',
    lineHeight: '1.45',
  },
  space: { xxs: '4px', xs: '8px', sm: '12px', md: '16px', lg: '24px', xl: '32px' },
  radius: { sm: '6px', md: '10px', lg: '16px', pill: '999px' },
  shadow: { card: '0 1px 4px rgba(0, 0, 0, 0.08)', sheet: '0 -4px 16px rgba(0, 0, 0, 0.12)' },
  z: { bar: '10', sheet: '100', dialog: '200', toast: '300' },
  motion: { fast: '120ms', normal: '240ms', easing: 'cubic-bezier(0.2, 0, 0, 1)' },
  size: { touch: '44px', bar: '48px' },
} as const;
