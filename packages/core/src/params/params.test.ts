import { describe, expect, it, vi } from 'vitest';
import { parseLaunchParams, parsePromotionParams, parseSessionParams } from './launch';
import { hasAnyParam, syncProductIdInAddressBar, syncProductIdSearch } from './productId';
import { searchString, setQueryParam, withParams } from './query';

describe('session and promotion params (spec 3)', () => {
  const search =
    '?deviceId=d1&appVersion=2.3.0&userId=u9&appName=peso&sessionId=s%2B1&clientType=android&merchantNumber=m1' +
    '&mobilePhone=09171234567&orderId=o5&productId=p7&couponId=c1&couponMoney=500&withholdingAmount=0&extra=x';

  it('reads every session param present', () => {
    expect(parseSessionParams(search)).toEqual({
      deviceId: 'd1',
      appVersion: '2.3.0',
      userId: 'u9',
      appName: 'peso',
      sessionId: 's+1',
      clientType: 'android',
      merchantNumber: 'm1',
      mobilePhone: '09171234567',
      orderId: 'o5',
      productId: 'p7',
      couponId: 'c1',
      couponMoney: '500',
      withholdingAmount: '0',
    });
  });
  it('leaves absent params out rather than empty', () => {
    expect(parseSessionParams('?sessionId=abc')).toEqual({ sessionId: 'abc' });
    expect(parseSessionParams(undefined)).toEqual({});
  });
  it('reads every promotion param present', () => {
    expect(
      parsePromotionParams(
        'app_from=fb&user_from=u&utm_tag=t&id=12&links_id=l&down_id=d&invite_code=INV&other=1',
      ),
    ).toEqual({
      app_from: 'fb',
      user_from: 'u',
      utm_tag: 't',
      id: '12',
      links_id: 'l',
      down_id: 'd',
      invite_code: 'INV',
    });
  });
  it('reads from a URL or URLSearchParams as well as a string', () => {
    expect(parseSessionParams(new URL('https://x.ph/summerJuly?orderId=1#top'))).toEqual({ orderId: '1' });
    expect(parseSessionParams(new URLSearchParams({ orderId: '2' }))).toEqual({ orderId: '2' });
    expect(parseSessionParams('https://x.ph/a?orderId=3#frag')).toEqual({ orderId: '3' });
  });
  it('parses once into a frozen object that keeps the whole query string', () => {
    const launch = parseLaunchParams(search);
    expect(Object.isFrozen(launch)).toBe(true);
    expect(Object.isFrozen(launch.session)).toBe(true);
    expect(launch.search).toBe(search.slice(1));
    expect(launch.promotion).toEqual({});
  });
});

describe('withParams (internal links carry the query string, spec 2)', () => {
  it('carries every param over, unknown ones too, byte for byte', () => {
    expect(withParams('/summerJuly', '?sessionId=s%2B1&foo=a+b&flag')).toBe(
      '/summerJuly?sessionId=s%2B1&foo=a+b&flag',
    );
  });
  it("keeps the link's own params and lets them win over carried ones", () => {
    expect(withParams('/complainDetails?problemId=3', '?problemId=1&sessionId=s1')).toBe(
      '/complainDetails?problemId=3&sessionId=s1',
    );
  });
  it('keeps a hash at the end', () => {
    expect(withParams('/thePublic#contact', 'a=1')).toBe('/thePublic?a=1#contact');
  });
  it('adds no ? when there is nothing to carry', () => {
    expect(withParams('/thePublic', '')).toBe('/thePublic');
    expect(withParams('/thePublic', null)).toBe('/thePublic');
  });
  it('treats a malformed escape in a name as literal text', () => {
    expect(withParams('/a?%E0=1', '%E0=2&b=3')).toBe('/a?%E0=1&b=3');
  });
});

describe('query helpers', () => {
  it('reads the query part of each kind of input', () => {
    expect(searchString('?a=1')).toBe('a=1');
    expect(searchString('a=1#x')).toBe('a=1');
    expect(searchString(new URLSearchParams('a=1'))).toBe('a=1');
  });
  it('sets one param and leaves the others as they were', () => {
    expect(setQueryParam('a=%20&b=2&b=3', 'b', 'x y')).toBe('a=%20&b=x%20y');
    expect(setQueryParam('', 'c', '1')).toBe('c=1');
  });
  it('tells whether any of some params is present', () => {
    expect(hasAnyParam('?down_id=4', ['down_id', 'links_id'])).toBe(true);
    expect(hasAnyParam('?id=4', ['down_id', 'links_id'])).toBe(false);
  });
});

describe('product_id and productId sync (spec 1)', () => {
  it('sets productId from product_id', () => {
    expect(syncProductIdSearch('?product_id=7&sessionId=s')).toBe('product_id=7&sessionId=s&productId=7');
  });
  it('sets product_id from productId', () => {
    expect(syncProductIdSearch('?productId=7')).toBe('productId=7&product_id=7');
  });
  it('changes nothing when both agree or neither is present', () => {
    expect(syncProductIdSearch('?productId=7&product_id=7')).toBeUndefined();
    expect(syncProductIdSearch('?orderId=1')).toBeUndefined();
  });
  it('lets productId win when both are present and differ', () => {
    expect(syncProductIdSearch('?product_id=1&productId=2')).toBe('product_id=2&productId=2');
  });
  it('treats an empty value as absent', () => {
    expect(syncProductIdSearch('?productId=&product_id=9')).toBe('productId=9&product_id=9');
  });
  it('replaces the address with history.replaceState, keeping path and hash', () => {
    const replaceState = vi.fn();
    const changed = syncProductIdInAddressBar({
      location: { pathname: '/summerJuly', search: '?product_id=7', hash: '#x' },
      history: { replaceState, state: { idx: 1 } },
    });
    expect(changed).toBe(true);
    expect(replaceState).toHaveBeenCalledWith({ idx: 1 }, '', '/summerJuly?product_id=7&productId=7#x');
  });
  it('leaves the address alone when nothing changes', () => {
    const replaceState = vi.fn();
    const changed = syncProductIdInAddressBar({
      location: { pathname: '/', search: '', hash: '' },
      history: { replaceState, state: null },
    });
    expect(changed).toBe(false);
    expect(replaceState).not.toHaveBeenCalled();
  });
});
