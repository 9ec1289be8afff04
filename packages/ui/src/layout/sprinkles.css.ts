import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { vars } from '../theme/contract.css';

/** The theme's spacing scale, plus none: every padding and gap of the layout primitives comes from it. */
export const space = { none: '0', ...vars.space };
export type Space = keyof typeof space;

// One atomic class per property and value, with no responsive conditions: the sheet stays small.
const layout = defineProperties({
  properties: {
    display: ['none', 'block', 'flex', 'inline-flex', 'grid'],
    flexDirection: ['row', 'column'],
    flexWrap: ['wrap', 'nowrap'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between'],
    gap: space,
    paddingTop: space,
    paddingBottom: space,
    paddingLeft: space,
    paddingRight: space,
    background: {
      surface: vars.color.surface,
      background: vars.color.background,
      brandSoft: vars.color.brandSoft,
    },
    borderRadius: { none: '0', ...vars.radius },
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
  },
});

export const sprinkles = createSprinkles(layout);
export type Sprinkles = Parameters<typeof sprinkles>[0];
