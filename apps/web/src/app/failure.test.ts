import {
  ApiError,
  defaultBrand,
  type FieldReport,
  followUrl,
  setReportSink,
  UnsafeUrlError,
} from '@loan/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { brand, withEnvHosts } from './brand';
import { failureText } from './failure';
import { URL_REFUSED_EVENT, watchErrors } from './watchErrors';

describe('failureText', () => {
  it('tells the borrower what to do next when a pay URL is refused', () => {
    const error = new UnsafeUrlError('scheme', 'http://pay.gateway.example/pay', 'pay.gateway.example');
    expect(failureText(error, 'payment')).toBe(
      "This payment page can't be opened safely. Please choose another payment channel or contact customer service.",
    );
    expect(failureText(error)).toBe(
      "This page can't be opened safely. Please try again later or contact customer service.",
    );
    expect(failureText(error)).not.toContain('Refused');
  });
  it("keeps the server's own message for a business error", () => {
    expect(failureText(new ApiError('server', 'Channel busy', { code: '7010' }))).toBe('Channel busy');
  });
});

describe('a refused URL is reported', () => {
  let stop: (() => void)[] = [];
  afterEach(() => {
    for (const f of stop) f();
    stop = [];
  });

  it('as url_refused with the host, the reason and the page, never the URL', () => {
    // Reports other test files made before a sink was set are not this test's.
    setReportSink(() => {})();
    const seen: FieldReport[] = [];
    stop = [setReportSink((r) => seen.push(r)), watchErrors(() => new Promise(() => {}))];
    const location = { assign: vi.fn(), replace: vi.fn(), search: '?sessionId=s1' };
    expect(() =>
      followUrl(brand, 'http://pay.gateway.example/pay?sessionId=s1&token=t', { location }),
    ).toThrow(UnsafeUrlError);
    expect(location.assign).not.toHaveBeenCalled();
    expect(seen).toEqual([
      {
        kind: URL_REFUSED_EVENT,
        detail: { reason: 'scheme', host: 'pay.gateway.example', page: window.location.pathname },
      },
    ]);
    expect(JSON.stringify(seen)).not.toMatch(/sessionId|token|\/pay/);
  });
});

describe('the build-time host lists', () => {
  it('extends the brand with VITE_TRUSTED_HOSTS and refuses every other host', () => {
    const extended = withEnvHosts(defaultBrand, {
      VITE_TRUSTED_HOSTS: 'pay.example.com,agree.example.com',
    });
    expect(extended.trustedHosts).toEqual(['pay.example.com', 'agree.example.com']);
    const location = { assign: vi.fn(), replace: vi.fn(), search: '' };
    expect(followUrl(extended, 'https://agree.example.com/c/1', { location })).toBe(
      'https://agree.example.com/c/1',
    );
    expect(() => followUrl(extended, 'https://other.example.com/', { location })).toThrow(UnsafeUrlError);
  });
  it('adds own hosts with VITE_OWN_HOSTS', () => {
    expect(withEnvHosts(defaultBrand, { VITE_OWN_HOSTS: 'app.example.com' }).ownHosts).toEqual([
      'app.example.com',
    ]);
  });
  it('leaves the brand as it is without them', () => {
    expect(withEnvHosts(defaultBrand, {})).toBe(defaultBrand);
  });
  it('fails loudly on an entry that is not a host', () => {
    expect(() => withEnvHosts(defaultBrand, { VITE_TRUSTED_HOSTS: 'https://pay.example.com/' })).toThrow(
      /not a bare host/,
    );
  });
});
