import type { LoaderFunction, LoaderFunctionArgs } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';

const calls = vi.hoisted(() => ({ loader: vi.fn<LoaderFunction>() }));
vi.mock('./loaders', () => ({
  screenLoaders: { repay: () => Promise.resolve({ loader: calls.loader }) },
}));

// Another test file may have loaded the real loaders in this worker (modules are shared): start afresh.
vi.resetModules();
const { resetEarlyData, startEarlyData, withEarlyData } = await import('./earlyData');

function frame(screen?: string) {
  const root = document.createElement('div');
  if (screen) root.dataset.screen = screen;
  return root;
}

const args = (url: string) =>
  ({
    request: new Request(url),
    url: new URL(url),
    params: {},
    context: undefined,
  }) as unknown as LoaderFunctionArgs;

describe('the first route call starts before React (issue 16)', () => {
  afterEach(() => {
    resetEarlyData();
    calls.loader.mockReset();
  });

  it("starts the prerendered screen's call with the page's address, and the router's first load takes its answer", async () => {
    window.history.replaceState(null, '', '/starGesture?orderId=o-1&productId=p-1');
    calls.loader.mockResolvedValueOnce('early answer');
    startEarlyData(frame('repay'));
    await vi.waitFor(() => expect(calls.loader).toHaveBeenCalledTimes(1));
    expect(calls.loader.mock.calls[0]?.[0].request.url).toBe(window.location.href);

    const routeLoader = vi.fn<LoaderFunction>();
    await expect(withEarlyData('repay', routeLoader)(args(window.location.href))).resolves.toBe(
      'early answer',
    );
    expect(routeLoader).not.toHaveBeenCalled();
  });

  it('a failed early call fails the route the same way', async () => {
    window.history.replaceState(null, '', '/starGesture?orderId=o-1&productId=p-1');
    calls.loader.mockRejectedValueOnce(new Error('timeout'));
    startEarlyData(frame('repay'));
    await expect(withEarlyData('repay', vi.fn<LoaderFunction>())(args(window.location.href))).rejects.toThrow(
      'timeout',
    );
  });

  it('a later load of the same address calls the lender again', async () => {
    window.history.replaceState(null, '', '/starGesture?orderId=o-1&productId=p-1');
    calls.loader.mockResolvedValueOnce('early answer');
    startEarlyData(frame('repay'));
    const routeLoader = vi.fn<LoaderFunction>().mockResolvedValue('fresh answer');
    const loader = withEarlyData('repay', routeLoader);
    await loader(args(window.location.href));
    await expect(loader(args(window.location.href))).resolves.toBe('fresh answer');
  });

  it('another address than the early call gets its own call', async () => {
    window.history.replaceState(null, '', '/starGesture?orderId=o-1&productId=p-1');
    calls.loader.mockResolvedValueOnce('early answer');
    startEarlyData(frame('repay'));
    const routeLoader = vi.fn<LoaderFunction>().mockResolvedValue('other order');
    const other = `${window.location.origin}/starGesture?orderId=o-2&productId=p-1`;
    await expect(withEarlyData('repay', routeLoader)(args(other))).resolves.toBe('other order');
  });

  it('without a prerendered frame, or for a screen without data, nothing is called early', () => {
    startEarlyData(frame());
    startEarlyData(frame('aboutUs'));
    startEarlyData(null);
    expect(calls.loader).not.toHaveBeenCalled();
  });

  it('both product id params carry one value before the early call reads the address (spec 1)', async () => {
    window.history.replaceState(null, '', '/starGesture?orderId=o-1&product_id=p-9');
    calls.loader.mockResolvedValueOnce('early answer');
    startEarlyData(frame('repay'));
    await vi.waitFor(() => expect(calls.loader).toHaveBeenCalledTimes(1));
    const url = new URL(String(calls.loader.mock.calls[0]?.[0].request.url));
    expect(url.searchParams.get('productId')).toBe('p-9');
  });
});
