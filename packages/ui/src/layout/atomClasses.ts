import { atoms, type Space } from './atoms.css';

type Atom = keyof typeof atoms;

const shorthands = {
  padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
  paddingX: ['paddingLeft', 'paddingRight'],
  paddingY: ['paddingTop', 'paddingBottom'],
} as const satisfies Record<string, readonly Atom[]>;

/** Box's layout props: each a value of its scale; `padding`, `paddingX` and `paddingY` are shorthands. */
export type Atoms = { [P in Atom]?: keyof (typeof atoms)[P] } & {
  [S in keyof typeof shorthands]?: Space;
};

/** The names of the layout props, to tell them from the element's own. */
export const atomNames: ReadonlySet<string> = new Set([...Object.keys(shorthands), ...Object.keys(atoms)]);

/** The classes of the given layout props; a longhand wins over a shorthand, paddingX/Y over padding. */
export function atomClasses(props: Atoms): string {
  const values: Partial<Record<Atom, string>> = {};
  for (const [shorthand, longhands] of Object.entries(shorthands)) {
    const value = props[shorthand as keyof typeof shorthands];
    if (value !== undefined) for (const longhand of longhands) values[longhand] = value;
  }
  for (const atom of Object.keys(atoms) as Atom[]) {
    const value = props[atom];
    if (value !== undefined) values[atom] = value;
  }
  return Object.entries(values)
    .map(([atom, value]) => {
      const name = (atoms[atom as Atom] as Record<string, string>)[value as string];
      if (!name) throw new Error(`${atom}="${value}" is not on the theme's scale`);
      return name;
    })
    .join(' ');
}
