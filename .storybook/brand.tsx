import { type BrandId, brandIds, registry } from '@loan/brands';
import { catalogueAreas, loadCatalogueAreas } from '@loan/core';
import type { ReactNode } from 'react';
import { useSyncExternalStore } from 'react';
import { ConfigProvider } from '../packages/ui/src/config';
import { brandThemes } from './brands.css';

// The visual tests screenshot each story once per brand without remounting it (a play function's
// state, an open dialog, stays): they set this override, and the story re-renders in that brand.
let override: BrandId | undefined;
const listeners = new Set<() => void>();

/** Shows every story in `id` until called again; `undefined` goes back to the toolbar's brand. */
export function setStoryBrand(id: BrandId | undefined): void {
  override = id;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The brand's theme class on <body> and its catalogue and money around the story. */
export function StoryBrand({ toolbar, children }: { toolbar: string | undefined; children: ReactNode }) {
  const forced = useSyncExternalStore(subscribe, () => override);
  const id: BrandId = forced ?? (brandIds.includes(toolbar as BrandId) ? (toolbar as BrandId) : 'default');
  const { config } = registry[id];
  document.body.classList.remove(...Object.values(brandThemes));
  document.body.classList.add(brandThemes[id] ?? '');
  return (
    <ConfigProvider locale={config.catalogue} money={config.market.money}>
      {children}
    </ConfigProvider>
  );
}

/** The toolbar's entries: every brand of the registry. */
export const brandToolbarItems = brandIds.map((id) => ({ value: id, title: registry[id].title }));

/** Every brand's words, all areas: a story may show any screen in any brand (the app loads them per route). */
export async function loadEveryBrandsWords(): Promise<void> {
  await Promise.all(brandIds.map((id) => loadCatalogueAreas(registry[id].config.catalogue, catalogueAreas)));
}
