import { brandIds, registry } from '@loan/brands';
import { foreignIn, markets } from '@loan/sandbox/markets';
import { afterEach, beforeAll, expect } from 'vitest';
import { page } from 'vitest/browser';
import { storyMarketOf } from '../packages/ui/src/stories-assets/market';
import { playStoriesInTheirMarket, setStoryBrand } from './brand';

// Storybook's Vitest addon applies the preview annotations itself (since 10.3).
// Screenshots must not depend on where an animation or a caret blink happens to be.
beforeAll(() => {
  // A story of one market (`onlyInMarket`) plays in that market's first brand, not the toolbar's default.
  playStoriesInTheirMarket();
  const still = document.createElement('style');
  still.textContent =
    '*,*::before,*::after{animation-play-state:paused!important;animation-delay:0s!important;transition:none!important;caret-color:transparent!important}';
  document.head.append(still);
});

// Every story is also a visual test (the local stand-in for Chromatic): one baseline per brand of the
// registry, each in the brand's theme, catalogue and money, at the two phone widths the kit is drawn
// for: 360 px (`<story>-<brand>.png`) and 390 px (`<story>-<brand>-390.png`), Storybook's two viewports.
// VITE_STORY_BRANDS=default checks one brand's baselines only, VITE_STORY_WIDTHS=360 one width (quick
// local runs while working).
const shotBrands = import.meta.env.VITE_STORY_BRANDS
  ? brandIds.filter((id) => import.meta.env.VITE_STORY_BRANDS.split(',').includes(id))
  : brandIds;
const phones = [
  { width: 360, height: 640, suffix: '' },
  { width: 390, height: 844, suffix: '-390' },
];
const shotPhones = import.meta.env.VITE_STORY_WIDTHS
  ? phones.filter((phone) => import.meta.env.VITE_STORY_WIDTHS.split(',').includes(String(phone.width)))
  : phones;
// A screen is laid out again at 390 px (its columns, its action bar, what wraps); a widget only gets
// wider. Screens and layouts are shot at both widths, widgets at 360 px only: 635 fewer shots, about
// 2.5 minutes of the 25-minute CI run (docs/decisions/story-widths.md).
const shotsBothWidths = (file: string | undefined) => !file || /[/\\](screens|layout)[/\\]/.test(file);

// Baselines are shot at rest: a play function's clicks and programmatic focus leave no ring, except in a
// story about focus, whose name says so (Keyboard Choice, Focus Trap): its ring is what it shows.
const showsFocus = (name: string) => /focus|keyboard/i.test(name);

// One market's truth per brand (issue 24): a brand's shot may carry no other market's names (banks,
// wallets, stores, products, people, places, numbers, regulators: @loan/sandbox/markets), no other
// market's currency sign, and, where the brand's words are English, no Han script. No exemption: a
// story of one market (`parameters.onlyInMarket`, stories-assets/market.tsx) is shot and guarded in
// that market's brands only, in its brand's own money.
const hanScript = /\p{Script=Han}/u;
const englishBrands = new Set(
  brandIds.filter((id) => !hanScript.test(Object.values(registry[id].config.catalogue).join('\n'))),
);

/** What of another market, or of Han script in an English brand, the page shows in `id`. */
function otherMarketsOnPage(id: (typeof brandIds)[number]): string[] {
  const own = registry[id].market;
  const alts = [...document.body.querySelectorAll('img[alt]')].map((img) => img.getAttribute('alt'));
  // biome-ignore lint/performance/useDomNodeTextContent: the guard reads what the shot shows, not hidden text.
  const text = [document.body.innerText, ...alts].join('\n');
  const found = Object.values(markets)
    .filter((market) => market.id !== own)
    .flatMap((market) => foreignIn(text, market));
  if (englishBrands.has(id)) found.push(...(text.match(/\p{Script=Han}+/gu) ?? []).slice(0, 3));
  return found;
}

/** The story the addon's test ran (it sets `context.story`), for its parameters. */
type StoryTestContext = { story?: { parameters?: unknown } };

afterEach(async (context) => {
  if (context.task.result?.state === 'fail') return;
  // A story of one market: only that market's brands shoot and guard it (the others show a notice).
  const market = storyMarketOf((context as StoryTestContext).story?.parameters);
  const brands = market ? shotBrands.filter((id) => registry[id].market === market) : shotBrands;
  if (brands.length === 0) return;
  const story = context.task.name.replace(/[^\w-]+/g, '-');
  const atRest = !showsFocus(context.task.name);
  const { innerWidth: width, innerHeight: height } = window;
  // A story drawn for another viewport (a desktop one) keeps its one shot at that size.
  const phoneSizes = shotsBothWidths(context.task.file?.filepath)
    ? shotPhones
    : shotPhones.filter((phone) => phone === phones[0]);
  const sizes = width === phones[0]?.width ? phoneSizes : [{ width, height, suffix: '' }];
  try {
    // Every brand's market first, so a screenshot that differs in one brand does not hide another market in the next.
    for (const id of brands) {
      setStoryBrand(id);
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
      expect(otherMarketsOnPage(id), `another market's names, signs or script in ${id}`).toEqual([]);
    }
    for (const size of sizes) {
      if (window.innerWidth !== size.width || window.innerHeight !== size.height)
        await page.viewport(size.width, size.height);
      for (const id of brands) {
        setStoryBrand(id);
        if (atRest && document.activeElement instanceof HTMLElement) document.activeElement.blur();
        // Two frames: React commits the brand's text, then the browser paints it.
        await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
        // Chromium paints only the viewport: grow it to the page's height so a long screen is captured whole.
        // A modal dialog covers the viewport and holds the page still: the shot is that viewport, as a
        // borrower sees it (the body is clipped to it), not the page below the dialog's backdrop.
        const modal = document.querySelector(':modal') !== null;
        if (modal) Object.assign(document.body.style, { height: '100vh', overflow: 'hidden' });
        const full = modal ? 0 : Math.ceil(document.documentElement.scrollHeight);
        if (full > size.height) await page.viewport(size.width, full);
        await expect(page.elementLocator(document.body)).toMatchScreenshot(`${story}-${id}${size.suffix}`);
        if (full > size.height) await page.viewport(size.width, size.height);
      }
    }
  } finally {
    // The next story starts at the viewport this one had, with the body unclipped.
    Object.assign(document.body.style, { height: '', overflow: '' });
    if (window.innerWidth !== width || window.innerHeight !== height) await page.viewport(width, height);
    setStoryBrand(undefined);
  }
});
