import { afterEach, describe, expect, it, vi } from 'vitest';
import { reloadFlag, reloadOnChunkError, reloadOnce } from './chunkReload';

/** A session storage of its own per test. */
function storage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

const gone = () =>
  new TypeError('Failed to fetch dynamically imported module: https://loan.test/assets/repay-Ab12.js');

describe('a route chunk gone after a deploy reloads the page once (issue 23)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('reloads at the first missing chunk and notes which chunk and when', () => {
    const store = storage();
    const reload = vi.fn();
    expect(reloadOnce('repay-Ab12.js', { storage: store, reload, now: 1_000 })).toBe(true);
    expect(reload).toHaveBeenCalledOnce();
    expect(JSON.parse(store.getItem(reloadFlag) ?? '')).toEqual({ chunk: 'repay-Ab12.js', at: 1_000 });
  });

  it('does not reload again within the window, for any chunk: never a loop', () => {
    const store = storage();
    const reload = vi.fn();
    reloadOnce('repay-Ab12.js', { storage: store, reload, now: 1_000 });
    expect(reloadOnce('repay-Ab12.js', { storage: store, reload, now: 2_000 })).toBe(false);
    expect(reloadOnce('bindBank-Cd34.js', { storage: store, reload, now: 30_000 })).toBe(false);
    expect(reload).toHaveBeenCalledOnce();
  });

  it('reloads again for a chunk gone after the window (another deploy, much later)', () => {
    const store = storage();
    const reload = vi.fn();
    reloadOnce('repay-Ab12.js', { storage: store, reload, now: 1_000 });
    expect(reloadOnce('repay-Ef56.js', { storage: store, reload, now: 1_000 + 61_000 })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('does not reload where session storage is refused (nothing could stop a loop)', () => {
    const reload = vi.fn();
    const blocked = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {},
    };
    expect(reloadOnce('repay-Ab12.js', { storage: blocked, reload })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('keeps the skeleton while the page reloads: the load never settles', async () => {
    const reload = vi.fn();
    const settled = vi.fn();
    void reloadOnChunkError(() => Promise.reject(gone()), { storage: storage(), reload }).then(
      settled,
      settled,
    );
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(reload).toHaveBeenCalledOnce();
    expect(settled).not.toHaveBeenCalled();
  });

  it('hands the failure to the route error once the reload was spent', async () => {
    const store = storage();
    const reload = vi.fn();
    reloadOnce('repay-Ab12.js', { storage: store, reload, now: Date.now() });
    await expect(
      reloadOnChunkError(() => Promise.reject(gone()), { storage: store, reload }),
    ).rejects.toThrow(/dynamically imported module/);
    expect(reload).toHaveBeenCalledOnce();
  });

  it('leaves any other failure to the route, without a reload', async () => {
    const reload = vi.fn();
    await expect(
      reloadOnChunkError(() => Promise.reject(new Error('server said no')), { storage: storage(), reload }),
    ).rejects.toThrow('server said no');
    expect(reload).not.toHaveBeenCalled();
  });
});
