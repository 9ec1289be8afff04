import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { indiaBrand } from '../../../../brands/india/brand';
import { defaultBrand } from '../brand/defaultBrand';
import { isUnsafeUrlError, UnsafeUrlError } from './errors';
import { followRoute, followUrl, routeHref } from './follow';
import { isLookalikeHost } from './hosts';
import { hasControlOrSpace, isSafeUrl, safeUrl } from './safeUrl';

/** The default brand against the local sandbox: the only one that may follow `http:` URLs. */
const sandboxBrand = { ...defaultBrand, id: 'sandbox', allowHttp: true };

/** OWASP XSS filter-evasion and unvalidated-redirect forms, and their webview variants. */
const hostileUrls = [
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  'JAVASCRIPT:alert(document.cookie)',
  'jaVasCript:/*-/*`/*\\`/*\'/*"/**/(/* */oNcliCk=alert() )//',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  'java\rscript:alert(1)',
  'javascript\n:alert(1)',
  ' javascript:alert(1)',
  '\tjavascript:alert(1)',
  '\u0000javascript:alert(1)',
  '\u2028javascript:alert(1)',
  '\ufeffjavascript:alert(1)',
  'jav\u00a0ascript:alert(1)',
  'javascript&colon;alert(1)',
  'jav&#x09;ascript:alert(1)',
  'java%0ascript:alert(1)',
  'javascript%3Aalert(1)',
  '%6A%61%76%61%73%63%72%69%70%74:alert(1)',
  'javascript://%0aalert(1)',
  'javascript://comment%0Aalert(1)',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'DATA:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'VBScript:msgbox(1)',
  'blob:https://pay.example.ph/5f1c0c1e',
  'file:///etc/passwd',
  'FILE://C:/Windows/win.ini',
  'filesystem:https://pay.example.ph/temporary/a',
  'about:blank',
  'ftp://evil.example/',
  'ws://evil.example/',
  'intent://evil.example#Intent;scheme=https;end',
  'loanappx://openPage',
  '//evil.example',
  '//evil.example/%2F..',
  '///evil.example',
  '////evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  '\\/evil.example',
  '/\\/evil.example',
  'https:\\\\evil.example',
  'https://evil.example\\@trusted.ph',
  'https://trusted.ph@evil.example',
  'https://trusted.ph:pass@evil.example',
  'https://evil.example\u0000.trusted.ph',
  'https://\u200bevil.example',
  'https://evil.example/\u202egpj.exe',
  '/..//evil.example',
  '/%2F%2Fevil.example',
  '/unknownRoute',
  '<script>alert(1)</script>',
  '" onmouseover="alert(1)',
  'https//evil.example',
  '',
  // Lookalike hosts: a Cyrillic а, and punycode written out.
  'https://p\u0430y.example.ph/checkout',
  'https://xn--py-7kc.example.ph/checkout',
];

describe('safeUrl refuses hostile URLs', () => {
  it('has a table of at least 40 hostile forms', () => {
    expect(hostileUrls.length).toBeGreaterThanOrEqual(40);
  });
  for (const raw of hostileUrls) {
    it(`refuses ${JSON.stringify(raw)}`, () => {
      expect(() => safeUrl(defaultBrand, raw)).toThrow(UnsafeUrlError);
      expect(() => safeUrl(sandboxBrand, raw)).toThrow(UnsafeUrlError);
    });
  }
});

describe('safeUrl reasons', () => {
  const reason = (raw: unknown, brand = defaultBrand): string => {
    try {
      safeUrl(brand, raw);
      return 'accepted';
    } catch (error) {
      return isUnsafeUrlError(error) ? error.reason : 'other error';
    }
  };
  it('names each refusal', () => {
    expect(reason(42)).toBe('not-a-string');
    expect(reason('')).toBe('empty');
    expect(reason(`https://x.ph/${'a'.repeat(9000)}`)).toBe('too-long');
    expect(reason('java\tscript:alert(1)')).toBe('control-or-whitespace');
    expect(reason('/\\evil.example')).toBe('backslash');
    expect(reason('//evil.example')).toBe('protocol-relative');
    expect(reason('not a url')).toBe('control-or-whitespace');
    expect(reason('summerJuly')).toBe('unparseable');
    expect(reason('javascript:alert(1)')).toBe('scheme');
    expect(reason('https://a@evil.example')).toBe('credentials');
    expect(reason('/nowhere')).toBe('unknown-route');
    expect(reason('http:', sandboxBrand)).toBe('unparseable');
    expect(reason('http://pay.example.ph')).toBe('scheme');
  });
  it('keeps the refused value, escaped and cut, for logs', () => {
    const error = new UnsafeUrlError('scheme', `javascript:\n${'x'.repeat(300)}`);
    expect(error.url.startsWith('"javascript:\\n')).toBe(true);
    expect(error.url.length).toBeLessThan(210);
    expect(error.name).toBe('UnsafeUrlError');
    expect(new UnsafeUrlError('not-a-string', null).url).toBe('object');
  });
});

describe('safeUrl accepts what may be followed', () => {
  it('accepts https URLs, as parsed', () => {
    expect(safeUrl(defaultBrand, 'https://pay.example.ph/checkout?ref=1').href).toBe(
      'https://pay.example.ph/checkout?ref=1',
    );
  });
  it('accepts http only where the brand allows it (the sandbox)', () => {
    expect(isSafeUrl(defaultBrand, 'http://localhost:8787/pay')).toBe(false);
    expect(isSafeUrl(sandboxBrand, 'http://localhost:8787/pay')).toBe(true);
  });
  it("accepts the brand's app scheme in any case and no other brand's", () => {
    expect(safeUrl(defaultBrand, 'LoanApp://openPage?x=1').protocol).toBe('loanapp:');
    expect(isSafeUrl(indiaBrand, 'loanapp://openPage')).toBe(false);
    expect(isSafeUrl(indiaBrand, 'sahyogloan://openPage')).toBe(true);
  });
  it("accepts internal paths of the brand's route table only", () => {
    expect(safeUrl(defaultBrand, '/summerJuly?orderId=5').pathname).toBe('/summerJuly');
    expect(isSafeUrl(indiaBrand, '/summerJuly')).toBe(false);
    expect(isSafeUrl(indiaBrand, '/lotusMorning')).toBe(true);
  });
  it('spots control characters and invisible marks', () => {
    expect(hasControlOrSpace('a\u200db')).toBe(true);
    expect(hasControlOrSpace('https://x.ph/a?b=c')).toBe(false);
  });
});

describe('safeUrl properties', () => {
  const refusedSchemes = ['javascript', 'data', 'vbscript', 'blob', 'file', 'about', 'ftp', 'ws', 'intent'];
  const invisible = [
    '\t',
    '\n',
    '\r',
    '\u0000',
    ' ',
    '\u00a0',
    '\u200b',
    '\u2028',
    '\ufeff',
    '\u000b',
    '\u001f',
  ];
  const randomCase = (text: string, flips: boolean[]): string =>
    Array.from(text, (char, i) => (flips[i % flips.length] ? char.toUpperCase() : char)).join('');

  it('never lets a refused scheme through, in any case, with any rest', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...refusedSchemes),
        fc.array(fc.boolean(), { minLength: 1 }),
        fc.string(),
        (scheme, flips, rest) => !isSafeUrl(sandboxBrand, `${randomCase(scheme, flips)}:${rest}`),
      ),
    );
  });

  it('never lets a string with a control character or space through, wherever it sits', () => {
    fc.assert(
      fc.property(fc.webUrl(), fc.constantFrom(...invisible), fc.nat(), (url, char, at) => {
        const i = at % (url.length + 1);
        return !isSafeUrl(sandboxBrand, `${url.slice(0, i)}${char}${url.slice(i)}`);
      }),
    );
  });

  it('never lets protocol-relative or backslash forms through', () => {
    fc.assert(
      fc.property(fc.domain(), fc.constantFrom('//', '/\\', '\\\\', '\\/', '///'), (host, prefix) => {
        return !isSafeUrl(sandboxBrand, `${prefix}${host}`);
      }),
    );
  });

  it('over random strings, whatever passes is https, the app scheme, allowed http or a route', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.webUrl()), (raw) => {
        let url: URL;
        try {
          url = safeUrl(defaultBrand, raw);
        } catch (error) {
          return error instanceof UnsafeUrlError;
        }
        const internal = raw.startsWith('/') && !raw.startsWith('//');
        expect(hasControlOrSpace(raw) || raw.includes('\\')).toBe(false);
        expect(internal || url.protocol === 'https:' || url.protocol === 'loanapp:').toBe(true);
        return true;
      }),
    );
  });

  it('accepts every well-formed https URL without credentials or a punycode label', () => {
    fc.assert(
      fc.property(
        fc
          .webUrl({ validSchemes: ['https'], withQueryParameters: true, withFragments: true })
          .filter((raw) => !isLookalikeHost(new URL(raw).hostname)),
        (raw) => isSafeUrl(defaultBrand, raw),
      ),
    );
  });
});

describe('followUrl (the one way to leave for a server URL)', () => {
  const fakeLocation = (search = '') => ({ assign: vi.fn(), replace: vi.fn(), search });

  it('assigns a safe external URL', () => {
    const location = fakeLocation();
    expect(followUrl(defaultBrand, 'https://pay.example.ph/x', { location })).toBe(
      'https://pay.example.ph/x',
    );
    expect(location.assign).toHaveBeenCalledWith('https://pay.example.ph/x');
    expect(location.replace).not.toHaveBeenCalled();
  });
  it('replaces the entry when asked (spec 4: playeduL, lendDetailsUrl)', () => {
    const location = fakeLocation();
    followUrl(defaultBrand, 'https://pay.example.ph/x', { location, replace: true });
    expect(location.replace).toHaveBeenCalledWith('https://pay.example.ph/x');
    expect(location.assign).not.toHaveBeenCalled();
  });
  it('refuses before navigating', () => {
    const location = fakeLocation();
    expect(() => followUrl(defaultBrand, 'javascript:alert(1)', { location })).toThrow(UnsafeUrlError);
    expect(location.assign).not.toHaveBeenCalled();
    expect(location.replace).not.toHaveBeenCalled();
  });
  it('carries the query string into an internal path', () => {
    const location = fakeLocation('?sessionId=s1&orderId=1');
    expect(followUrl(defaultBrand, '/summerJuly?orderId=5&from=confirm', { location })).toBe(
      '/summerJuly?orderId=5&from=confirm&sessionId=s1',
    );
  });
});

describe('routes with the query string carried', () => {
  it('builds a link to a screen with its own params', () => {
    expect(routeHref(defaultBrand, 'complaintDetails', '?sessionId=s1', { problemId: 3 })).toBe(
      '/complainDetails?problemId=3&sessionId=s1',
    );
    expect(routeHref(indiaBrand, 'repay', 'a=1')).toBe('/peacockDance?a=1');
  });
  it('goes to a screen, replacing when asked', () => {
    const location = { assign: vi.fn(), replace: vi.fn(), search: '?sessionId=s1' };
    followRoute(defaultBrand, 'order', { source: 'loanDetail' }, { location, replace: true });
    expect(location.replace).toHaveBeenCalledWith('/toCeremony?source=loanDetail&sessionId=s1');
  });
});
