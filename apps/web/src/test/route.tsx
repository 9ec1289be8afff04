import type { ScreenKey } from '@loan/core';
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import {
  type ActionFunction,
  createRoutesStub,
  type LoaderFunction,
  useLocation,
  useMatches,
} from 'react-router-dom';
import { RouteError } from '../app/RouteError';
import { RouteFallback } from '../app/routeFallback';
import { Shell } from '../app/Shell';

/** What a route module of apps/web/src/routes exports. */
export interface RouteModule {
  loader?: LoaderFunction;
  action?: ActionFunction;
  Component: ComponentType;
}

/** The accessible name of what shows while a route's first load runs (the screen's skeleton inside). */
export const LOADING_ROUTE = 'Loading the page';

/** The app's own first paint (router.tsx: the screen's skeleton), marked so a test knows the first load is on. */
function RouteLoading() {
  const screen = useMatches()
    .map((match) => (match.handle as { screen?: ScreenKey } | undefined)?.screen)
    .find(Boolean);
  return (
    <div role="status" aria-label={LOADING_ROUTE}>
      {screen ? <RouteFallback screen={screen} /> : null}
    </div>
  );
}

/** Where a route sent the borrower: any path the test did not mount. */
function Elsewhere() {
  const location = useLocation();
  return <h1>Left for {`${location.pathname}${location.search}`}</h1>;
}

/**
 * Mounts one route module as the app does (the Shell with its toasts, RouteError as the error
 * element, the screen's skeleton as first paint) at `url`, which is also the page's address,
 * since the http client reads the session from it.
 */
export function renderRoute(module: RouteModule, url: string, screen?: ScreenKey) {
  const { pathname } = new URL(url, window.location.origin);
  window.history.replaceState(null, '', url);
  const Stub = createRoutesStub([
    {
      Component: Shell,
      children: [
        {
          path: pathname,
          loader: module.loader,
          action: module.action,
          Component: module.Component,
          handle: { screen },
          HydrateFallback: RouteLoading,
          ErrorBoundary: RouteError,
        },
        { path: '*', Component: Elsewhere },
      ],
    },
  ]);
  return render(<Stub initialEntries={[url]} />);
}
