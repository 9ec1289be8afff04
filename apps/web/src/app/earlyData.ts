import { type ScreenKey, syncProductIdInAddressBar } from '@loan/core';
import type { LoaderFunction, LoaderFunctionArgs } from 'react-router-dom';
import { screenLoaders } from './loaders';

/** The first route's data call, started by the entry before React has arrived (issue 16). */
interface EarlyCall {
  screen: ScreenKey;
  href: string;
  result: Promise<unknown>;
}

let early: EarlyCall | undefined;

/**
 * Starts the data call of the route the page was prerendered for (`#root[data-screen]`), so the
 * borrower's data travels while React and the screen's code download. Without a prerendered frame
 * (dev, the company site) the router's loader makes the call as before.
 */
export function startEarlyData(root: HTMLElement | null = document.getElementById('root')) {
  const screen = root?.dataset.screen as ScreenKey | undefined;
  const load = screen ? screenLoaders[screen] : undefined;
  if (!screen || !load) return;
  // Spec 1: both product id params carry one value before any loader reads the address.
  syncProductIdInAddressBar();
  const href = window.location.href;
  const request = new Request(href);
  // The loaders read only the request; the route's pattern is its path (no route has params).
  const args = {
    request,
    url: new URL(href),
    params: {},
    pattern: window.location.pathname,
    context: undefined,
  };
  const result = load().then((module) => module.loader(args as unknown as LoaderFunctionArgs));
  // The router's loader hands the outcome, failure included, to the route; nothing is lost here.
  result.catch(() => {});
  early = { screen, href, result };
}

/**
 * The route's loader, answering its first run from the early call when that call was for the same
 * screen and address; every later run (revalidation, another link) calls the lender afresh.
 */
export function withEarlyData(screen: ScreenKey, loader: LoaderFunction): LoaderFunction {
  return (args, context) => {
    const started = early;
    // Only the router's first load may use it: a later visit to the same address wants fresh data.
    early = undefined;
    if (started?.screen === screen && started.href === new URL(args.request.url).href) return started.result;
    return loader(args, context);
  };
}

/** Forgets an early call (tests). */
export function resetEarlyData() {
  early = undefined;
}
