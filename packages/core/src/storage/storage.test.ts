import { describe, expect, it } from 'vitest';
import { getCookie, removeCookie, setCookie } from './cookie';
import { clearStored, readStored, writeStored } from './local';
import { isBankTipFlagSet, setBankTipFlag } from './session';

describe('storage without a browser (server, worker, blocked storage)', () => {
  it('reads defaults and refuses writes without throwing', () => {
    expect(readStored('public', { a: 1 })).toEqual({ a: 1 });
    expect(writeStored('public', { a: 2 })).toBe(false);
    expect(() => clearStored()).not.toThrow();
  });
  it('treats the session flag as unset and cannot set it', () => {
    expect(isBankTipFlagSet()).toBe(false);
    expect(setBankTipFlag()).toBe(false);
  });
  it('has no cookies to set or read', () => {
    expect(setCookie('a', 'b')).toBe(false);
    expect(getCookie('a')).toBeUndefined();
    expect(() => removeCookie('a')).not.toThrow();
  });
});
