import { type BrandId, registry } from '@loan/brands';
import {
  type BrandConfig,
  catalogueAreas,
  loadCatalogueAreas,
  type MessageKey,
  type MessageVars,
  message,
  type ScreenKey,
  screenTitle,
} from '@loan/core';
import { seed } from '@loan/sandbox';
import { type DemoMarket, demoMarket, foreignIn, markets } from '@loan/sandbox/markets';
import type { Page } from '@playwright/test';
import { test as base, expect } from './fixtures';

/** What a journey knows of the brand it runs against: the project's brand (playwright.config.ts). */
export interface BrandUnderTest {
  config: BrandConfig;
  /** A string of the brand's catalogue. */
  t: (key: MessageKey, vars?: MessageVars) => string;
  /** The document title of a screen, from the brand's catalogue. */
  title: (screen: ScreenKey) => string;
  /** The brand's path of a screen with a query (`?` added when there is one). */
  path: (screen: ScreenKey, query?: string) => string;
  /** An amount in minor units as the kit writes it for the brand (`market.money`). */
  money: (minorUnits: number) => string;
  /** Amounts as the brand's sandbox writes them in its own texts (details rows, ranges). */
  serverMoney: seed.MoneyText;
  /** The market data set the brand's folder names: the names its sandbox answers with. */
  market: DemoMarket;
  /** Whether the brand's words are English (no Han script in its catalogue). */
  english: boolean;
}

/** The brand of the running project: its name is the brand's id in the registry. */
export function brandUnderTest(projectName: string): BrandUnderTest {
  const folder = Object.hasOwn(registry, projectName) ? registry[projectName as BrandId] : undefined;
  if (!folder) throw new Error(`project '${projectName}' is not a brand of brands/registry.ts`);
  const config = folder.config;
  return {
    config,
    t: (key, vars) => message(config.catalogue, key, vars),
    title: (screen) => screenTitle(config.catalogue, screen),
    path: (screen, query = '') => `${config.routes[screen]}${query ? `?${query}` : ''}`,
    money: (minorUnits) => config.market.money.format(minorUnits),
    serverMoney: seed.moneyText(config.market.money.currency),
    market: demoMarket(folder.market),
    english: !/\p{Script=Han}/u.test(Object.values(config.catalogue).join('\n')),
  };
}

/**
 * One market's truth per brand (issue 24): the page shows none of another market's names (banks,
 * wallets, stores, products, people, places, numbers, regulators), none of its currency signs, and, in
 * an English brand, no Han script. Reads the visible text and the images' alt texts.
 */
export async function expectOnlyItsMarket(page: Page, brand: BrandUnderTest): Promise<void> {
  const text = await page.evaluate(() =>
    [
      // biome-ignore lint/performance/useDomNodeTextContent: what the page shows, not hidden text.
      document.body?.innerText ?? '',
      ...[...document.querySelectorAll('img[alt]')].map((img) => img.getAttribute('alt')),
    ].join('\n'),
  );
  const found = Object.values(markets)
    .filter((market) => market.id !== brand.market.id)
    .flatMap((market) => foreignIn(text, market));
  if (brand.english) found.push(...(text.match(/\p{Script=Han}+/gu) ?? []));
  expect(found, `another market's names, signs or script on ${page.url()}`).toEqual([]);
}

/** The e2e test with the project's brand as a fixture; every test's last page of the app is checked for other markets. */
export const test = base.extend<{ brand: BrandUnderTest; marketGuard: undefined }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixture's dependencies from this pattern.
  brand: async ({}, use, testInfo) => {
    const brand = brandUnderTest(testInfo.project.name);
    // A brand's catalogue may be split by screen area (the app loads each with its route): a journey reads them all.
    await loadCatalogueAreas(brand.config.catalogue, catalogueAreas);
    await use(brand);
  },
  marketGuard: [
    async ({ page, brand, baseURL }, use) => {
      await use(undefined);
      // The page the journey ends on, when it is the app's (an external pay page stub is not).
      if (!page.isClosed() && baseURL && page.url().startsWith(baseURL))
        await expectOnlyItsMarket(page, brand);
    },
    { auto: true },
  ],
});

export { expect, expectNoAxeViolations } from './fixtures';
