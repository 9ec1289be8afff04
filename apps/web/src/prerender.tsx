// Built for Node (`vite build --ssr`) after the client build: the frame each route paints first, as
// static HTML, so a borrower sees the route's bar and skeleton before any JavaScript has run (issue 16).
// build/prerender.mjs writes one HTML file per route from these.
import { type CatalogueArea, type ScreenKey, screenKeys, screenTitle } from '@loan/core';
import { ToastViewport } from '@loan/ui';
import { kitRoot } from '@loan/ui/theme';
import { renderToStaticMarkup } from 'react-dom/server';
import { screenAreas } from './app/areas';
import { BrandProvider } from './app/BrandProvider';
import { brand } from './app/brand';
import { RouteFallback } from './app/routeFallback';
import { StuckTemplate } from './app/stuckTemplate';
import { testPageEnabled } from './app/testPage';
import { brandTheme } from './app/theme.css';

/** The classes app/start.tsx puts on <body>, written into the HTML so the frame is themed before it runs. */
export const bodyClass = `${kitRoot} ${brandTheme}`;

export interface Frame {
  screen: ScreenKey;
  path: string;
  title: string;
  /** The catalogue areas the screen's words come from: their chunks are preloaded with the route's. */
  areas: readonly CatalogueArea[];
  /** The markup React renders first for this route: the Shell's HydrateFallback and its toast regions. */
  html: string;
}

/** One frame per screen route of the brand; the company site at `/` keeps the plain shell. */
export function frames(): Frame[] {
  return screenKeys
    .filter((screen) => screen !== 'home' && (screen !== 'testPreview' || testPageEnabled))
    .map((screen) => ({
      screen,
      path: brand.routes[screen],
      title: screenTitle(brand.catalogue, screen),
      areas: screenAreas[screen],
      html: renderToStaticMarkup(
        <BrandProvider>
          <RouteFallback screen={screen} />
          <ToastViewport />
          <StuckTemplate />
        </BrandProvider>,
      ),
    }));
}

/** The failure block's template alone, for the page without a frame (index.html: the company site, dev links). */
export function stuckTemplate(): string {
  return renderToStaticMarkup(
    <BrandProvider>
      <StuckTemplate />
    </BrandProvider>,
  );
}
