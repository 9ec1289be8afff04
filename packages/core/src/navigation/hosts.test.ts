import { describe, expect, it, vi } from 'vitest';
import { indiaBrand } from '../../../../brands/india/brand';
import { defaultBrand } from '../brand/defaultBrand';
import { brandProblems, defineBrand } from '../brand/define';
import { normalizeHost, parseHostList, withHosts } from '../brand/hosts';
import { isUnsafeUrlError, UnsafeUrlError } from './errors';
import { followUrl } from './follow';
import { hostRole, isLookalikeHost, sessionHref, sharesSession } from './hosts';
import { onUrlRefused, type UrlRefusal } from './report';
import { isSafeUrl, safeUrl } from './safeUrl';

/** The default brand against the local sandbox: the only one that may follow `http:` URLs. */
const sandboxBrand = { ...defaultBrand, id: 'sandbox', allowHttp: true };

const reason = (brand: Parameters<typeof safeUrl>[0], raw: unknown): string => {
  try {
    safeUrl(brand, raw);
    return 'accepted';
  } catch (error) {
    return isUnsafeUrlError(error) ? error.reason : 'other error';
  }
};

/** A brand that lists its own domain, a payment gateway and its agreement host. */
const listing = defineBrand(
  {
    id: 'listing',
    ownHosts: ['app.bayanihan.ph'],
    trustedHosts: ['pay.gateway.example', 'agree.bayanihan.ph'],
  },
  defaultBrand,
);

describe('lookalike hosts (every brand)', () => {
  const lookalikes = [
    // A Cyrillic а (U+0430) in "pay": the parser turns the label into punycode.
    'https://p\u0430y.example.com/checkout',
    'https://xn--py-8kc.example.com/',
    'https://pay.xn--exmple-cua.com/',
    // Greek ο in "gοogle", mixed with Latin.
    'https://g\u03bfogle.com/',
    // A whole-script Cyrillic host that reads as Latin.
    'https://\u0430\u0440\u0440\u04cf\u0435.com/',
    'HTTPS://XN--PY-8KC.EXAMPLE.COM/',
  ];
  for (const raw of lookalikes) {
    it(`refuses ${JSON.stringify(raw)} in the default, sandbox and India brands`, () => {
      expect(reason(defaultBrand, raw)).toBe('lookalike-host');
      expect(reason(sandboxBrand, raw)).toBe('lookalike-host');
      expect(reason(indiaBrand, raw)).toBe('lookalike-host');
    });
  }
  it('refuses them on http: too where http is allowed', () => {
    expect(reason(sandboxBrand, 'http://p\u0430y.example.com/')).toBe('lookalike-host');
  });
  it('follows an internationalised host a brand lists exactly', () => {
    const brand = defineBrand({ trustedHosts: [normalizeHost('bücher.example') ?? ''] }, defaultBrand);
    expect(safeUrl(brand, 'https://bücher.example/pay').hostname).toBe('xn--bcher-kva.example');
    expect(reason(brand, 'https://pay.bücher.example/')).toBe('lookalike-host');
  });
  it('spots punycode labels anywhere in the host', () => {
    expect(isLookalikeHost('xn--py-8kc.example.com')).toBe(true);
    expect(isLookalikeHost('pay.XN--exmple-cua.com')).toBe(true);
    expect(isLookalikeHost('pay.example.com')).toBe(false);
    expect(isLookalikeHost('xnpay.example.com')).toBe(false);
  });
});

describe('a brand that lists its hosts', () => {
  it('follows its own and trusted hosts', () => {
    expect(isSafeUrl(listing, 'https://app.bayanihan.ph/lend?x=1')).toBe(true);
    expect(isSafeUrl(listing, 'https://pay.gateway.example/pay')).toBe(true);
    expect(isSafeUrl(listing, 'https://agree.bayanihan.ph/contract/1')).toBe(true);
  });
  it('refuses every other https host, subdomains included', () => {
    expect(reason(listing, 'https://evil.example/pay')).toBe('untrusted-host');
    expect(reason(listing, 'https://x.app.bayanihan.ph/')).toBe('untrusted-host');
    expect(reason(listing, 'https://app.bayanihan.ph.evil.example/')).toBe('untrusted-host');
  });
  it('still follows internal paths and the app scheme', () => {
    expect(isSafeUrl(listing, '/summerJuly?orderId=1')).toBe(true);
    expect(isSafeUrl(listing, 'loanapp://openPage')).toBe(true);
  });
  it('compares hosts case-insensitively, as the parser writes them', () => {
    expect(isSafeUrl(listing, 'https://PAY.Gateway.Example/pay')).toBe(true);
  });
  it('leaves the default brand following any plain https host (the spec)', () => {
    expect(defaultBrand.ownHosts ?? []).toEqual([]);
    expect(defaultBrand.trustedHosts ?? []).toEqual([]);
    expect(isSafeUrl(defaultBrand, 'https://evil.example/pay')).toBe(true);
  });
  it('names the role of a host', () => {
    expect(hostRole(listing, 'app.bayanihan.ph')).toBe('own');
    expect(hostRole(listing, 'pay.gateway.example')).toBe('trusted');
    expect(hostRole(listing, 'evil.example')).toBe('unlisted');
  });
});

describe('the session params go only to the brand’s own hosts', () => {
  const search = '?sessionId=s1&userId=u1';
  it('appends them for an own host', () => {
    expect(sharesSession(listing, 'https://app.bayanihan.ph/lend')).toBe(true);
    expect(sessionHref(listing, 'https://app.bayanihan.ph/lend?from=confirm', search)).toBe(
      'https://app.bayanihan.ph/lend?from=confirm&sessionId=s1&userId=u1',
    );
  });
  it('never sends them to a trusted but foreign host', () => {
    expect(sharesSession(listing, 'https://pay.gateway.example/lend')).toBe(false);
    expect(sessionHref(listing, 'https://pay.gateway.example/lend?from=confirm', search)).toBe(
      'https://pay.gateway.example/lend?from=confirm',
    );
  });
  it('never sends them to a lookalike or unparseable URL', () => {
    expect(sharesSession(defaultBrand, 'https://p\u0430y.example.com/')).toBe(false);
    expect(sharesSession(defaultBrand, 'not a url')).toBe(false);
  });
  it('sends them anywhere in the default brand (the spec) and to internal paths', () => {
    expect(sharesSession(defaultBrand, 'https://lend.example/x')).toBe(true);
    expect(sharesSession(listing, '/summerJuly')).toBe(true);
  });
});

describe('host lists in the brand config', () => {
  it('normalises a host as the URL parser does', () => {
    expect(normalizeHost(' PAY.Example.com ')).toBe('pay.example.com');
    expect(normalizeHost('p\u0430y.example.com')).toBe('xn--py-7kc.example.com');
    expect(normalizeHost('https://pay.example.com')).toBeUndefined();
    expect(normalizeHost('pay.example.com:8443')).toBeUndefined();
    expect(normalizeHost('pay.example.com/x')).toBeUndefined();
    expect(normalizeHost('a@pay.example.com')).toBeUndefined();
    expect(normalizeHost('')).toBeUndefined();
  });
  it('reads a comma or space separated list', () => {
    expect(parseHostList('pay.example.com,agree.example.com')).toEqual([
      'pay.example.com',
      'agree.example.com',
    ]);
    expect(parseHostList(' pay.example.com ,  AGREE.example.com  x.example ')).toEqual([
      'pay.example.com',
      'agree.example.com',
      'x.example',
    ]);
    expect(parseHostList(undefined)).toEqual([]);
    expect(parseHostList('')).toEqual([]);
    expect(() => parseHostList('https://pay.example.com')).toThrow(/pay\.example\.com/);
  });
  it('flags a listed host that is not in normal form', () => {
    expect(brandProblems({ ...defaultBrand, trustedHosts: ['Pay.example.com'] })).toEqual([
      "trustedHosts: 'Pay.example.com' is not a lower-case host name (write 'pay.example.com')",
    ]);
    expect(brandProblems({ ...defaultBrand, ownHosts: ['x.example:80'] })).toHaveLength(1);
  });
  it('extends a brand with more hosts, without duplicates', () => {
    const extended = withHosts(listing, { trusted: ['pay2.gateway.example', 'pay.gateway.example'] });
    expect(extended.trustedHosts).toEqual([
      'pay.gateway.example',
      'agree.bayanihan.ph',
      'pay2.gateway.example',
    ]);
    expect(extended.ownHosts).toEqual(['app.bayanihan.ph']);
    expect(withHosts(defaultBrand, {})).toBe(defaultBrand);
  });
  it('turns the default brand into a listing one when hosts are added', () => {
    const extended = withHosts(defaultBrand, { trusted: ['pay.example.com'] });
    expect(isSafeUrl(extended, 'https://pay.example.com/x')).toBe(true);
    expect(reason(extended, 'https://other.example.com/x')).toBe('untrusted-host');
  });
});

describe('refusals are reported, with host and reason only', () => {
  it('tells the listeners the host and the reason of a refused URL', () => {
    const seen: UrlRefusal[] = [];
    const stop = onUrlRefused((refusal) => seen.push(refusal));
    const location = { assign: vi.fn(), replace: vi.fn(), search: '' };
    expect(() =>
      followUrl(defaultBrand, 'http://pay.gateway.example/pay?sessionId=s1&token=t', { location }),
    ).toThrow(UnsafeUrlError);
    expect(() => safeUrl(listing, 'https://evil.example/x?sessionId=s1')).toThrow(UnsafeUrlError);
    expect(() => safeUrl(defaultBrand, 'javascript:alert(1)')).toThrow(UnsafeUrlError);
    stop();
    expect(() => safeUrl(defaultBrand, 'javascript:alert(2)')).toThrow(UnsafeUrlError);
    expect(seen).toEqual([
      { reason: 'scheme', host: 'pay.gateway.example' },
      { reason: 'untrusted-host', host: 'evil.example' },
      { reason: 'scheme', host: '' },
    ]);
    expect(JSON.stringify(seen)).not.toContain('sessionId');
  });
  it('does not report a yes/no check', () => {
    const listener = vi.fn();
    const stop = onUrlRefused(listener);
    expect(isSafeUrl(defaultBrand, 'javascript:alert(1)')).toBe(false);
    stop();
    expect(listener).not.toHaveBeenCalled();
  });
  it('keeps refusing when a listener throws', () => {
    const stop = onUrlRefused(() => {
      throw new Error('tracker down');
    });
    expect(() => safeUrl(defaultBrand, 'data:text/html,x')).toThrow(UnsafeUrlError);
    stop();
  });
  it('puts the host on the error for the app, never the query', () => {
    try {
      safeUrl(listing, 'https://evil.example/x?sessionId=s1');
    } catch (error) {
      expect(error).toBeInstanceOf(UnsafeUrlError);
      expect((error as UnsafeUrlError).host).toBe('evil.example');
    }
  });
});
