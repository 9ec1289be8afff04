import { type BrandId, brandIds, registry } from '@loan/brands';
import { catalogueAreas, loadCatalogueAreas } from '@loan/core';
import type { ReactNode } from 'react';
import { useSyncExternalStore } from 'react';
import { ConfigProvider } from '../packages/ui/src/config';
import {
  indianFixture,
  localiseArgs,
  philippineFixture,
  type StoryFixture,
} from '../packages/ui/src/stories-assets/fixtures';
import { themeTokens } from '../packages/ui/src/theme';
import { brandThemes } from './brands.css';

/** India's tiles from its own tokens: the brand, its pressed shade and its focus colour, the mark on-brand. */
function indiaFixture(): StoryFixture {
  const { color } = themeTokens(registry.india.tokens);
  return indianFixture({ tiles: [color.brand, color.brandPressed, color.focus], mark: color.onBrand });
}

/** Each brand's story names and logos (typed by the registry: a new brand must choose its market's). */
const storyFixtures: Record<BrandId, StoryFixture> = {
  default: philippineFixture,
  india: indiaFixture(),
  masagana: philippineFixture,
};

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

/** Puts a story's args in the shown brand's fixture (its market's names and logos). */
export type Localise = <T>(args: T) => T;

/**
 * The brand's theme class on <body> and its catalogue and money around the story; `children` as a
 * function gets the brand's `localise`, so the story's args can follow the brand too.
 */
export function StoryBrand({
  toolbar,
  children,
}: {
  toolbar: string | undefined;
  children: ReactNode | ((localise: Localise) => ReactNode);
}) {
  const forced = useSyncExternalStore(subscribe, () => override);
  const id: BrandId = forced ?? (brandIds.includes(toolbar as BrandId) ? (toolbar as BrandId) : 'default');
  const { config } = registry[id];
  document.body.classList.remove(...Object.values(brandThemes));
  document.body.classList.add(brandThemes[id] ?? '');
  return (
    <ConfigProvider locale={config.catalogue} money={config.market.money}>
      {typeof children === 'function' ? children((args) => localiseArgs(args, storyFixtures[id])) : children}
    </ConfigProvider>
  );
}

/** The toolbar's entries: every brand of the registry. */
export const brandToolbarItems = brandIds.map((id) => ({ value: id, title: registry[id].title }));

/** Every brand's words, all areas: a story may show any screen in any brand (the app loads them per route). */
export async function loadEveryBrandsWords(): Promise<void> {
  await Promise.all(brandIds.map((id) => loadCatalogueAreas(registry[id].config.catalogue, catalogueAreas)));
}
