// A catalogue whose screen areas arrive with their routes (issue 16): the words every route needs
// (base, kit, app) are in the entry; a screen area's words load with the first route that needs them.
import * as app from './areas/app';
import * as base from './areas/base';
import * as kit from './areas/kit';
import type { Catalogue, MessageKey } from './spec';

/** The areas a route loads with its chunk; the shell's areas (base, kit, app) are always there. */
export type CatalogueArea = 'loan' | 'loanExtras' | 'repayment' | 'complaint' | 'service' | 'promotion';

export const catalogueAreas: readonly CatalogueArea[] = [
  'loan',
  'loanExtras',
  'repayment',
  'complaint',
  'service',
  'promotion',
];

type AreaStrings = Readonly<Record<string, string>>;
type AreaLoaders = Readonly<Record<CatalogueArea, () => Promise<AreaStrings>>>;

interface Split {
  load: AreaLoaders;
  loaded: Map<CatalogueArea, Promise<void>>;
}

// Kept off the catalogue's own keys, so Object.keys and spreads see only strings.
const splits = new WeakMap<Catalogue, Split>();

/**
 * A catalogue that holds `shell` now and each area once `loadCatalogueAreas` has brought it. It is
 * one object that grows, so a `t()` made before an area arrived reads the area's words after.
 */
export function splitCatalogue(shell: AreaStrings, load: AreaLoaders): Catalogue {
  const table = { ...shell } as Catalogue;
  splits.set(table, { load, loaded: new Map() });
  return table;
}

/** Brings the areas into a split catalogue (each once); a whole catalogue has them all already. */
export function loadCatalogueAreas(table: Catalogue, areas: readonly CatalogueArea[]): Promise<void> {
  const split = splits.get(table);
  if (!split) return Promise.resolve();
  return Promise.all(
    areas.map((area) => {
      let done = split.loaded.get(area);
      if (!done) {
        done = split.load[area]().then((strings) => {
          Object.assign(table, strings);
        });
        // A failed download may be tried again with the route.
        done.catch(() => split.loaded.delete(area));
        split.loaded.set(area, done);
      }
      return done;
    }),
  ).then(() => undefined);
}

/** The spec's catalogue (`specCatalogue`'s strings), its screen areas loaded with their routes. */
export function splitSpecCatalogue(): Catalogue {
  return splitCatalogue(
    { ...base.spec, ...kit.spec, ...app.spec },
    {
      loan: () => import('./areas/loan').then((m) => m.spec),
      loanExtras: () => import('./areas/loanExtras').then((m) => m.spec),
      repayment: () => import('./areas/repayment').then((m) => m.spec),
      complaint: () => import('./areas/complaint').then((m) => m.spec),
      service: () => import('./areas/service').then((m) => m.spec),
      promotion: () => import('./areas/promotion').then((m) => m.spec),
    },
  );
}

/**
 * The English catalogue (`enCatalogue`'s strings), its screen areas loaded with their routes, with a
 * brand's own words for its market laid over them (India's 'UPI' tab where English says 'E-wallet').
 */
export function splitEnCatalogue(own: Partial<Record<MessageKey, string>> = {}): Catalogue {
  // Each area's words arrive with the brand's own over them: an area may hold a key the brand rewords.
  const area = (load: () => Promise<AreaStrings>) => () => load().then((strings) => ({ ...strings, ...own }));
  return splitCatalogue(
    { ...base.en, ...kit.en, ...app.en, ...own },
    {
      loan: area(() => import('./areas/loan').then((m) => m.en)),
      loanExtras: area(() => import('./areas/loanExtras').then((m) => m.en)),
      repayment: area(() => import('./areas/repayment').then((m) => m.en)),
      complaint: area(() => import('./areas/complaint').then((m) => m.en)),
      service: area(() => import('./areas/service').then((m) => m.en)),
      promotion: area(() => import('./areas/promotion').then((m) => m.en)),
    },
  );
}
