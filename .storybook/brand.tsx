import { type BrandId, brandIds, registry } from '@loan/brands';
import { catalogueAreas, loadCatalogueAreas, message } from '@loan/core';
import { demoMarket, moneyText } from '@loan/sandbox/markets';
import type { ReactNode } from 'react';
import { useSyncExternalStore } from 'react';
import { ConfigProvider } from '../packages/ui/src/config';
import { logoTiles, philippineLogos } from '../packages/ui/src/stories-assets/fixtures';
import { type StoryWorld, StoryWorldProvider } from '../packages/ui/src/stories-assets/market';
import { themeTokens } from '../packages/ui/src/theme';
import { brandThemes } from './brands.css';

/**
 * A brand's world in the stories: the data set of the market its folder names, its company, and
 * product logos (the stories' own in the Philippines, else tiles in the brand's colours: the brand,
 * its pressed shade and its focus colour, the mark on-brand).
 */
function worldOf(id: BrandId): StoryWorld {
  const { config, tokens, market: marketId } = registry[id];
  const market = demoMarket(marketId);
  const { color } = themeTokens(tokens);
  const logos =
    market.id === 'philippines'
      ? philippineLogos
      : logoTiles({ tiles: [color.brand, color.brandPressed, color.focus], mark: color.onBrand });
  return {
    market,
    money: moneyText(market.currency.code),
    logos,
    company: config.company,
    trust: config.trust,
    text: (key) => message(config.catalogue, key),
  };
}

const worlds = Object.fromEntries(brandIds.map((id) => [id, worldOf(id)])) as Record<BrandId, StoryWorld>;

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

/**
 * The brand's theme class on <body>, its catalogue and money and its world (market data, logos,
 * company) around the story; `children` as a function gets the world, so the story's args can
 * follow the brand too.
 */
export function StoryBrand({
  toolbar,
  children,
}: {
  toolbar: string | undefined;
  children: ReactNode | ((world: StoryWorld) => ReactNode);
}) {
  const forced = useSyncExternalStore(subscribe, () => override);
  const id: BrandId = forced ?? (brandIds.includes(toolbar as BrandId) ? (toolbar as BrandId) : 'default');
  const { config } = registry[id];
  const world = worlds[id];
  document.body.classList.remove(...Object.values(brandThemes));
  document.body.classList.add(brandThemes[id] ?? '');
  return (
    <ConfigProvider locale={config.catalogue} money={config.market.money}>
      <StoryWorldProvider value={world}>
        {typeof children === 'function' ? children(world) : children}
      </StoryWorldProvider>
    </ConfigProvider>
  );
}

/** The toolbar's entries: every brand of the registry. */
export const brandToolbarItems = brandIds.map((id) => ({ value: id, title: registry[id].title }));

/** Every brand's words, all areas: a story may show any screen in any brand (the app loads them per route). */
export async function loadEveryBrandsWords(): Promise<void> {
  await Promise.all(brandIds.map((id) => loadCatalogueAreas(registry[id].config.catalogue, catalogueAreas)));
}
