import { afterEach, describe, expect, it } from 'vitest';

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('start-up order (spec 1: product_id and productId are one param)', () => {
  it('the router sees productId when the link carried only product_id', async () => {
    window.history.replaceState(null, '', '/wouldBanks?sessionId=s-1&product_id=7');
    // Importing the router module must not read the address: the sync runs first (ES imports evaluate before main's body).
    const { startRouter } = await import('./router');
    const router = startRouter();
    const search = new URLSearchParams(router.state.location.search);
    expect(search.get('productId')).toBe('7');
    expect(search.get('product_id')).toBe('7');
    router.dispose();
  });

  it('the router sees product_id when the link carried only productId', async () => {
    window.history.replaceState(null, '', '/wouldBanks?sessionId=s-1&productId=9');
    const { startRouter } = await import('./router');
    const router = startRouter();
    expect(new URLSearchParams(router.state.location.search).get('product_id')).toBe('9');
    expect(new URLSearchParams(window.location.search).get('product_id')).toBe('9');
    router.dispose();
  });
});
