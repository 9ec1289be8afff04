// @vitest-environment jsdom
// (the core project also matches *.dom.test.ts; this keeps the file in jsdom there too)
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getCookie, removeCookie, setCookie } from './cookie';
import { clearStored, readStored, removeStored, storageKeys, withoutSecrets, writeStored } from './local';
import { isBankTipFlagSet, SHOW_BANK_TIP, setBankTipFlag } from './session';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('local storage wrapper (spec 3 keys)', () => {
  it('has the nine keys of spec 3', () => {
    expect(storageKeys).toEqual([
      'public',
      'personal',
      'job',
      'ext',
      'bank',
      'enum',
      'txt',
      'citySelect',
      'day',
    ]);
  });
  it('writes JSON and reads it back', () => {
    expect(writeStored('bank', { bankName: 'BDO', branch: 'Makati' })).toBe(true);
    expect(readStored('bank', {})).toEqual({ bankName: 'BDO', branch: 'Makati' });
    expect(localStorage.getItem('bank')).toBe('{"bankName":"BDO","branch":"Makati"}');
  });
  it('gives the default for a missing key', () => {
    expect(readStored('day', '2024-01-01')).toBe('2024-01-01');
  });
  it('gives the default for corrupt JSON', () => {
    localStorage.setItem('txt', '{not json');
    expect(readStored('txt', { a: 1 })).toEqual({ a: 1 });
  });
  it('gives the default when the stored kind differs from the default', () => {
    localStorage.setItem('enum', '[1,2]');
    expect(readStored('enum', {})).toEqual({});
    localStorage.setItem('enum', '{"a":1}');
    expect(readStored('enum', [] as number[])).toEqual([]);
    localStorage.setItem('enum', 'null');
    expect(readStored('enum', 'x')).toBe('x');
    expect(readStored('enum', null)).toBeNull();
  });
  it('uses a given guard to check the shape', () => {
    localStorage.setItem('citySelect', '{"city":"Cebu"}');
    const isCity = (value: unknown): value is { city: string } =>
      typeof value === 'object' && value !== null && typeof (value as { city?: unknown }).city === 'string';
    expect(readStored('citySelect', { city: '' }, isCity)).toEqual({ city: 'Cebu' });
    localStorage.setItem('citySelect', '{"city":7}');
    expect(readStored('citySelect', { city: '' }, isCity)).toEqual({ city: '' });
  });
  it('never stores session ids, codes or card numbers, at any depth', () => {
    writeStored('personal', {
      name: 'Ana',
      sessionId: 's',
      nested: [{ card_no: '4111', otp: '1', keep: 1 }],
      SMS_CODE: '9',
    });
    expect(JSON.parse(localStorage.getItem('personal') ?? '')).toEqual({
      name: 'Ana',
      nested: [{ keep: 1 }],
    });
    expect(withoutSecrets('plain')).toBe('plain');
  });
  it('returns false instead of throwing when the quota is full', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(writeStored('job', { company: 'x' })).toBe(false);
  });
  it('gives the default when reading throws (private mode)', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(readStored('public', { ok: true })).toEqual({ ok: true });
  });
  it('gives the default when even reaching localStorage throws (sandboxed frame)', () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(readStored('public', 'fallback')).toBe('fallback');
    expect(writeStored('public', 'x')).toBe(false);
  });
  it('survives removing when storage throws', () => {
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(() => removeStored('ext')).not.toThrow();
  });
  it('refuses values JSON cannot hold', () => {
    expect(writeStored('ext', undefined)).toBe(false);
    expect(writeStored('ext', () => 1)).toBe(false);
  });
  it('clears the spec keys and leaves other keys alone', () => {
    for (const key of storageKeys) writeStored(key, 1);
    localStorage.setItem('other-app', 'x');
    clearStored();
    expect(storageKeys.map((key) => localStorage.getItem(key))).toEqual(storageKeys.map(() => null));
    expect(localStorage.getItem('other-app')).toBe('x');
  });
});

describe('session flag showBankTip (spec 4)', () => {
  it('is unset at first and set after going to repayment', () => {
    expect(isBankTipFlagSet()).toBe(false);
    expect(setBankTipFlag()).toBe(true);
    expect(isBankTipFlagSet()).toBe(true);
    expect(sessionStorage.getItem(SHOW_BANK_TIP)).toBe('1');
  });
  it('reads as unset and refuses to set when session storage throws', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(isBankTipFlagSet()).toBe(false);
    expect(setBankTipFlag()).toBe(false);
  });
});

describe('cookie helper (spec 9)', () => {
  it('sets a cookie that expires at the end of year 9999', () => {
    const doc = { cookie: '' };
    setCookie('lang', 'en', { doc });
    expect(doc.cookie).toBe('lang=en; expires=Fri, 31 Dec 9999 23:59:59 GMT; path=/; SameSite=Lax');
  });
  it('marks the cookie Secure when asked', () => {
    const doc = { cookie: '' };
    setCookie('a', 'b', { doc, secure: true, path: '/x; domain=evil' });
    expect(doc.cookie).toBe(
      'a=b; expires=Fri, 31 Dec 9999 23:59:59 GMT; path=/xdomain=evil; SameSite=Lax; Secure',
    );
  });
  it('round trips an encoded value through the real document', () => {
    setCookie('greeting', 'a b;c=d');
    expect(getCookie('greeting')).toBe('a b;c=d');
    expect(getCookie('missing')).toBeUndefined();
    removeCookie('greeting');
    expect(getCookie('greeting')).toBeUndefined();
  });
  it('reads a cookie without a value and one with a malformed escape', () => {
    expect(getCookie('flag', { doc: { cookie: 'flag; other=1' } })).toBe('');
    expect(getCookie('bad', { doc: { cookie: 'bad=%E0' } })).toBe('%E0');
  });
});
