import type { AllHTMLAttributes, ElementType, Ref } from 'react';
import { type Atoms, atomClasses, atomNames } from './atomClasses';
import { reset } from './layout.css';

export type BoxProps = Atoms &
  Omit<AllHTMLAttributes<HTMLElement>, keyof Atoms> & {
    /** The element to render. Default `div`. */
    component?: ElementType;
    ref?: Ref<HTMLElement>;
    /** Data attributes and the like that AllHTMLAttributes does not type. */
    [dataAttribute: `data-${string}`]: string | undefined;
  };

/** Joins class names, skipping empty ones. */
export const classes = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

/**
 * The lowest layout primitive (Braid's Box): one element whose padding, gap, flex layout, background
 * and radius come from the theme's scale as props; every other prop goes to the element.
 */
export function Box({ component: Component = 'div', className, ...props }: BoxProps) {
  const atoms: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (atomNames.has(key)) atoms[key] = value;
    else rest[key] = value;
  }
  return <Component className={classes(reset, atomClasses(atoms as Atoms), className)} {...rest} />;
}
