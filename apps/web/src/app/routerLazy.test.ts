import { defaultRoutes } from '@loan/core';
import { describe, expect, it, vi } from 'vitest';

// The words of a screen area never arrive in this test: the loader must not wait for them.
const words = vi.hoisted(() => ({ release: () => {} }));
vi.mock('@loan/core', async (original) => ({
  ...(await original<typeof import('@loan/core')>()),
  loadCatalogueAreas: vi.fn(
    () =>
      new Promise<void>((resolve) => {
        words.release = resolve;
      }),
  ),
}));

const { buildRoutes } = await import('./router');

function screenRoute(path: string) {
  const route = buildRoutes(defaultRoutes)[0]?.children?.find((child) => child.path === path);
  if (!route?.lazy || typeof route.lazy !== 'object') throw new Error(`no lazy route for ${path}`);
  return route.lazy as { loader: () => Promise<unknown>; Component: () => Promise<unknown> };
}

describe('code and data in parallel (issue 16)', () => {
  it("a route's loader is ready as soon as its module is, before the screen's words arrive", async () => {
    const lazy = screenRoute(defaultRoutes.loanDetail);
    const component = vi.fn();
    void lazy.Component().then(component);
    const loader = await lazy.loader();
    expect(loader).toBeTypeOf('function');
    expect(component).not.toHaveBeenCalled();
  });

  it('the screen renders once its words have arrived', async () => {
    const lazy = screenRoute(defaultRoutes.repay);
    const component = lazy.Component();
    await lazy.loader();
    words.release();
    await expect(component).resolves.toBeTypeOf('function');
  });

  it('a route without data has no loader, and still its screen', async () => {
    const lazy = screenRoute(defaultRoutes.aboutUs);
    await expect(lazy.loader()).resolves.toBeUndefined();
  });
});
