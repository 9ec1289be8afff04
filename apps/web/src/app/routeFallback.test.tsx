import { defaultRoutes, screenKeys, screenTitle, specCatalogue } from '@loan/core';
import { act, render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BrandProvider } from './BrandProvider';
import { loadingLimitMs } from './loadingLimits';
import { RouteFallback } from './routeFallback';
import { buildRoutes } from './router';

function RolloverReady() {
  return <p>Rollover ready</p>;
}

function LoadedList() {
  return <p>Loaded list</p>;
}

/** A promise the test settles when it chooses. */
function pending<T>() {
  let settle!: (value: T) => void;
  const promise = new Promise<T>((resolve) => {
    settle = resolve;
  });
  return { promise, settle };
}

describe('route fallbacks (issue 13 item 8: no route is blank while its first call is pending)', () => {
  it('every screen route of the table has a static fallback, outside its lazy module', () => {
    const children = buildRoutes(defaultRoutes)[0]?.children ?? [];
    const lazyRoutes = children.filter((route) => route.lazy);
    expect(lazyRoutes.length).toBeGreaterThanOrEqual(screenKeys.length - 1);
    for (const route of lazyRoutes) expect(route.hydrateFallbackElement, route.path).toBeTruthy();
  });

  it('a lazy route paints its title and skeleton while its chunk is on the way', async () => {
    const chunk = pending<{ Component: () => React.ReactNode }>();
    const router = createMemoryRouter(
      [
        {
          path: defaultRoutes.repayDelay,
          lazy: () => chunk.promise,
          hydrateFallbackElement: <RouteFallback screen="repayDelay" />,
        },
      ],
      { initialEntries: [defaultRoutes.repayDelay] },
    );
    render(<RouterProvider router={router} />);
    expect(
      screen.getByRole('heading', { level: 1, name: screenTitle(specCatalogue, 'repayDelay') }),
    ).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Loading rollover repayment');
    expect(screen.getByRole('main').querySelector('[data-state="loading"]')?.getAttribute('aria-busy')).toBe(
      'true',
    );
    chunk.settle({ Component: RolloverReady });
    expect(await screen.findByText('Rollover ready')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    router.dispose();
  });

  it('the fallback stays while the loader of an arrived chunk is pending, then the data replaces it', async () => {
    const data = pending<string>();
    const router = createMemoryRouter(
      [
        {
          path: defaultRoutes.complaintList,
          lazy: async () => ({
            loader: () => data.promise,
            Component: LoadedList,
          }),
          hydrateFallbackElement: <RouteFallback screen="complaintList" />,
        },
      ],
      { initialEntries: [defaultRoutes.complaintList] },
    );
    render(<RouterProvider router={router} />);
    // The chunk resolves at once; the first call is still pending.
    await Promise.resolve();
    expect(
      screen.getByRole('heading', { level: 1, name: screenTitle(specCatalogue, 'complaintList') }),
    ).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Loading my complaints');
    data.settle('tabs');
    expect(await screen.findByText('Loaded list')).toBeTruthy();
    router.dispose();
  });

  it('a page without a NavBar (the legal texts) shows the skeleton without a title bar', () => {
    render(<RouteFallback screen="privacyPolicy" />);
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Loading privacy policy');
  });

  it('a screen whose NavBar differs from its document title shows the NavBar title', () => {
    render(<RouteFallback screen="repay" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Repayment' })).toBeTruthy();
  });

  it('no fallback carries a style attribute: it is also prerendered HTML, where the CSP refuses inline styles', () => {
    for (const key of screenKeys)
      expect(
        renderToStaticMarkup(
          <BrandProvider>
            <RouteFallback screen={key} />
          </BrandProvider>,
        ),
        key,
      ).not.toMatch(/style=/);
  });
});

// Issue 23: a skeleton never stays for ever.
describe('a route fallback past the loading limit', () => {
  afterEach(() => vi.useRealTimers());

  it('becomes a message with Retry, and keeps its bar', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    render(
      <BrandProvider>
        <RouteFallback screen="repayDelay" />
      </BrandProvider>,
    );
    expect(screen.getByRole('status').textContent).toMatch(/^Loading/);
    await act(() => vi.advanceTimersByTimeAsync(loadingLimitMs - 1_000));
    expect(screen.queryByRole('heading', { name: 'This is taking too long' })).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(screen.getByRole('heading', { name: 'This is taking too long' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(
      screen.getByRole('heading', { level: 1, name: screenTitle(specCatalogue, 'repayDelay') }),
    ).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
