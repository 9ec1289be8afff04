import {
  loadCatalogueAreas,
  type RouteTable,
  type ScreenKey,
  screenKeys,
  syncProductIdInAddressBar,
} from '@loan/core';
import { createBrowserRouter, type LoaderFunction, type RouteObject } from 'react-router-dom';
import { screenAreas } from './areas';
import { brand } from './brand';
import { reloadOnChunkError, setReloadTarget } from './chunkReload';
import { withEarlyData } from './earlyData';
import { screenLoaders } from './loaders';
import { type RouteModule, screenModules } from './modules';
import { NotFound } from './NotFound';
import { RouteError } from './RouteError';
import { RouteFallback } from './routeFallback';
import { Shell } from './Shell';

/**
 * The route's lazy properties: the loader comes from the screen's data module, which needs neither React
 * nor the screen, and answers the first load from the call the entry started (earlyData.ts); only the
 * screen waits for its words (their chunk is preloaded beside the route's; the shell's words are in the entry).
 */
function lazyScreen(screen: ScreenKey, module: () => Promise<RouteModule>) {
  // A chunk gone after a deploy reloads the page once (chunkReload.ts), its screen's, words' or data's.
  const loadScreen = () =>
    reloadOnChunkError(() =>
      Promise.all([module(), loadCatalogueAreas(brand.catalogue, screenAreas[screen])]),
    ).then(([loaded]) => loaded.Component);
  const data = screenLoaders[screen];
  // A screen without a data module has no loader (the route modules export only their screen).
  const loader = async (): Promise<LoaderFunction | undefined> => {
    if (!data) return undefined;
    const load = withEarlyData(screen, (await reloadOnChunkError(data)).loader);
    // The entry's early call may have met the missing data chunk first.
    return (args, context) => reloadOnChunkError(async () => load(args, context));
  };
  return { loader, Component: loadScreen };
}

/** The route table of the brand, keyed by screen; `/` is matched exactly (spec 2). */
export function buildRoutes(routes: RouteTable): RouteObject[] {
  return [
    {
      Component: Shell,
      ErrorBoundary: RouteError,
      children: [
        ...screenKeys.flatMap((screen): RouteObject[] => {
          const module = screenModules[screen];
          const lazy = module ? lazyScreen(screen, module) : undefined;
          // The fallback is static, not in the lazy module: it must paint before the chunk arrives.
          return lazy
            ? [
                {
                  path: routes[screen],
                  handle: { screen },
                  lazy,
                  hydrateFallbackElement: <RouteFallback screen={screen} />,
                  ErrorBoundary: RouteError,
                },
              ]
            : [];
        }),
        { path: '*', Component: NotFound, ErrorBoundary: RouteError },
      ],
    },
  ];
}

/**
 * Fixes the address first, then creates the router, which reads it at once. Spec 1: `product_id` and
 * `productId` carry one value; syncing in `main` after importing a module-level router was too late
 * (ES imports evaluate first), so the first loader saw a link with only one of the two.
 */
export function startRouter() {
  syncProductIdInAddressBar();
  const router = createBrowserRouter(buildRoutes(brand.routes));
  // A chunk gone during a navigation reloads into the page the borrower was going to, not the one left.
  setReloadTarget(() => {
    const to = router.state.navigation.location;
    return to ? router.createHref(to) : undefined;
  });
  return router;
}
