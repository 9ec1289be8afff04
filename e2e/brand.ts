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
import { test as base } from './fixtures';

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
  };
}

/** The e2e test with the project's brand as a fixture. */
export const test = base.extend<{ brand: BrandUnderTest }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixture's dependencies from this pattern.
  brand: async ({}, use, testInfo) => {
    const brand = brandUnderTest(testInfo.project.name);
    // A brand's catalogue may be split by screen area (the app loads each with its route): a journey reads them all.
    await loadCatalogueAreas(brand.config.catalogue, catalogueAreas);
    await use(brand);
  },
});

export { expect, expectNoAxeViolations } from './fixtures';
