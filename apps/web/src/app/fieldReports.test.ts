import { type BridgeEventDetail, defaultRoutes, report, setReportSink } from '@loan/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { brand } from './brand';
import { startFieldReports } from './fieldReports';

describe('the field reports of the app', () => {
  const seen: BridgeEventDetail[] = [];
  const record = (event: Event) => seen.push((event as CustomEvent<BridgeEventDetail>).detail);
  const cleanups: (() => void)[] = [];
  afterEach(() => {
    for (const cleanup of cleanups.splice(0)) cleanup();
    window.removeEventListener('loanbridge', record);
    seen.length = 0;
    window.history.replaceState(null, '', '/');
  });

  function start(sendBeacon = vi.fn(() => true)) {
    // Reports other test files made before a sink was set are not this test's.
    setReportSink(() => {})();
    Object.defineProperty(window.navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
    window.history.replaceState(null, '', `${defaultRoutes.repay}?sessionId=s-9&orderId=o-174`);
    window.addEventListener('loanbridge', record);
    cleanups.push(startFieldReports());
    return sendBeacon;
  }

  it("go by the bridge's burial point with build, brand, route and user agent, scrubbed", () => {
    start();
    report('error', { message: 'no order for 09171234567', sessionId: 's-9' });
    expect(seen).toEqual([
      {
        name: 'burialPoint',
        payload: {
          event: 'error',
          extra: {
            message: 'no order for #',
            build: expect.any(String),
            brand: brand.id,
            route: 'repay',
            agent: window.navigator.userAgent,
          },
        },
      },
    ]);
  });

  it("and as a beacon to the brand's endpoint", async () => {
    const sendBeacon = start();
    report('rejection', { message: 'Network Error' });
    expect(sendBeacon).toHaveBeenCalledWith(brand.report?.endpoint, expect.any(Blob));
    const body = (sendBeacon.mock.calls[0] as unknown as [string, Blob])[1];
    expect(JSON.parse(await body.text())).toEqual({
      kind: 'rejection',
      build: expect.any(String),
      brand: brand.id,
      route: 'repay',
      agent: window.navigator.userAgent,
      detail: { message: 'Network Error' },
    });
  });

  it('send what was reported before the sink was set', () => {
    setReportSink(() => {})();
    report('chunk_load', { chunk: 'start' });
    window.addEventListener('loanbridge', record);
    cleanups.push(startFieldReports());
    expect(seen.map((m) => m.payload)).toEqual([
      { event: 'chunk_load', extra: expect.objectContaining({ chunk: 'start', brand: brand.id }) },
    ]);
  });
});
