import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { type ActionFunction, createRoutesStub, type LoaderFunction, useLocation } from 'react-router-dom';
import { RouteError } from '../app/RouteError';
import { Shell } from '../app/Shell';

/** What a route module of apps/web/src/routes exports. */
export interface RouteModule {
  loader?: LoaderFunction;
  action?: ActionFunction;
  Component: ComponentType;
  HydrateFallback?: ComponentType;
}

/** The accessible name of what shows while a route's first load runs (the route's own skeleton inside). */
export const LOADING_ROUTE = 'Loading the page';

/** Where a route sent the borrower: any path the test did not mount. */
function Elsewhere() {
  const location = useLocation();
  return <h1>Left for {`${location.pathname}${location.search}`}</h1>;
}

/**
 * Mounts one route module as the app does (the Shell with its toasts, RouteError as the error
 * element) at `url`, which is also the page's address, since the http client reads the session from it.
 */
export function renderRoute(module: RouteModule, url: string) {
  const { pathname } = new URL(url, window.location.origin);
  const Skeleton = module.HydrateFallback;
  const Loading = () => (
    <div role="status" aria-label={LOADING_ROUTE}>
      {Skeleton ? <Skeleton /> : null}
    </div>
  );
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
          HydrateFallback: Loading,
          ErrorBoundary: RouteError,
        },
        { path: '*', Component: Elsewhere },
      ],
    },
  ]);
  return render(<Stub initialEntries={[url]} />);
}
