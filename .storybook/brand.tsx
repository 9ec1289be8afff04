import { type BrandId, brandIds, registry } from '@loan/brands';
import { catalogueAreas, loadCatalogueAreas, message } from '@loan/core';
import { demoMarket, type MarketId, moneyText } from '@loan/sandbox/markets';
import type { ReactNode } from 'react';
import { useSyncExternalStore } from 'react';
import { Button } from '../packages/ui/src/components/Button';
import { Result } from '../packages/ui/src/components/Result';
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
    unknownStatusIcon: config.unknownStatusIcon,
    agreementsChecked: config.agreementsChecked,
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

// The visual tests run a story of one market (`onlyInMarket`) in that market's first brand, whatever
// the toolbar's default: its play proves it in its own market. Storybook's UI keeps the toolbar's brand
// and shows the notice instead.
let playInStoryMarket = false;

/** Called by the visual tests' setup: a story of one market is played in that market's first brand. */
export function playStoriesInTheirMarket(): void {
  playInStoryMarket = true;
}

/** The brands of a market, in the registry's order. */
export function brandsOfMarket(market: MarketId): BrandId[] {
  return brandIds.filter((id) => registry[id].market === market);
}

/** A market's name as the notice writes it. */
const marketTitles: Record<MarketId, string> = { philippines: 'Philippines', india: 'India' };

/** In place of a story of another market: which market it shows, and the brands that show it. */
function OtherMarketNotice({ market, onPick }: { market: MarketId; onPick?: (id: BrandId) => void }) {
  const title = marketTitles[market];
  return (
    <div data-story-notice={market} style={{ padding: '48px 16px' }}>
      <Result
        tone="info"
        title={`This story shows the ${title} market.`}
        description={`Pick ${/^[AEIOU]/.test(title) ? 'an' : 'a'} ${title} brand in the toolbar.`}
        actions={
          onPick
            ? brandsOfMarket(market).map((id) => (
                <Button key={id} variant="secondary" onClick={() => onPick(id)}>
                  {`Show in ${registry[id].title}`}
                </Button>
              ))
            : undefined
        }
      />
    </div>
  );
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
  onlyInMarket,
  onPickBrand,
  children,
}: {
  toolbar: string | undefined;
  /** The one market the story belongs to (`parameters.onlyInMarket`); in another market's brand, a notice. */
  onlyInMarket?: MarketId;
  /** Switches the toolbar's brand (the notice's buttons); absent, the notice only names the market. */
  onPickBrand?: (id: BrandId) => void;
  children: ReactNode | ((world: StoryWorld) => ReactNode);
}) {
  const forced = useSyncExternalStore(subscribe, () => override);
  const picked: BrandId = brandIds.includes(toolbar as BrandId) ? (toolbar as BrandId) : 'default';
  const ownFirst = onlyInMarket ? brandsOfMarket(onlyInMarket)[0] : undefined;
  const id: BrandId =
    forced ?? (playInStoryMarket && ownFirst && registry[picked].market !== onlyInMarket ? ownFirst : picked);
  const { config } = registry[id];
  const world = worlds[id];
  document.body.classList.remove(...Object.values(brandThemes));
  document.body.classList.add(brandThemes[id] ?? '');
  const elsewhere = onlyInMarket !== undefined && registry[id].market !== onlyInMarket;
  return (
    <ConfigProvider
      locale={config.catalogue}
      money={config.market.money}
      timeZone={config.market.timeZone}
      dateLocale={config.market.dateLocale}
    >
      <StoryWorldProvider value={world}>
        {elsewhere ? (
          <OtherMarketNotice market={onlyInMarket} onPick={onPickBrand} />
        ) : typeof children === 'function' ? (
          children(world)
        ) : (
          children
        )}
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
