import { type StyleRule, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
// The card's and the inset's classes come first in the sheet, so a prop's atom wins over them.
import './layout.css';

/** The theme's spacing scale, plus none: every padding and gap of the layout primitives comes from it. */
export const space = { none: '0', ...vars.space };
export type Space = keyof typeof space;

const keyed = <K extends string>(property: string, values: Record<K, string>) =>
  styleVariants(values, (value) => ({ [property]: value }) as StyleRule);
const listed = <K extends string>(property: string, values: readonly K[]) =>
  keyed(
    property,
    Object.fromEntries(values.map((value): [K, string] => [value, value])) as Record<K, string>,
  );

// One static class per property and value (sprinkles' atoms, without its runtime), no responsive
// conditions: the sheet stays small and the lookup is a plain object.
export const atoms = {
  display: listed('display', ['none', 'block', 'flex', 'inline-flex', 'grid']),
  flexDirection: listed('flexDirection', ['row', 'column']),
  flexWrap: listed('flexWrap', ['wrap', 'nowrap']),
  alignItems: listed('alignItems', ['stretch', 'flex-start', 'center', 'flex-end', 'baseline']),
  justifyContent: listed('justifyContent', ['flex-start', 'center', 'flex-end', 'space-between']),
  gap: keyed('gap', space),
  paddingTop: keyed('paddingTop', space),
  paddingBottom: keyed('paddingBottom', space),
  paddingLeft: keyed('paddingLeft', space),
  paddingRight: keyed('paddingRight', space),
  background: keyed('background', {
    surface: vars.color.surface,
    background: vars.color.background,
    brandSoft: vars.color.brandSoft,
  }),
  borderRadius: keyed('borderRadius', { none: '0', ...vars.radius }),
};
