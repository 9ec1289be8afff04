import { type RouteTable, screenKeys, syncProductIdInAddressBar } from '@loan/core';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { brand } from './brand';
import { screenModules } from './modules';
import { NotFound } from './NotFound';
import { RouteError } from './RouteError';
import { Shell } from './Shell';

/** The first screen paints as soon as its chunk arrives; an empty frame until then avoids a flash. */
function NoFallback() {
  return null;
}

/** The route table of the brand, keyed by screen; `/` is matched exactly (spec 2). */
export function buildRoutes(routes: RouteTable): RouteObject[] {
  return [
    {
      Component: Shell,
      ErrorBoundary: RouteError,
      HydrateFallback: NoFallback,
      children: [
        ...screenKeys.flatMap((screen): RouteObject[] => {
          const lazy = screenModules[screen];
          return lazy ? [{ path: routes[screen], handle: { screen }, lazy, ErrorBoundary: RouteError }] : [];
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
  return createBrowserRouter(buildRoutes(brand.routes));
}
