import { defaultRoutes, type RouteTable } from '@loan/core';

/** The brand this build serves. A second brand app swaps this object, not the code. */
export const brand: { theme: 'peso' | 'rupee'; routes: RouteTable } = {
  theme: 'peso',
  routes: defaultRoutes,
};
