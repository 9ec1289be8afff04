import { describe, expect, it } from 'vitest';
import { isMarketHidden, opensInside, orderActionsFor, orderRedirect, withdrawUrl } from './index';

describe('orderActionsFor (spec 4)', () => {
  it('174 and 180 with isDelay 1 offer REPAY and the rollover, as a number or a string', () => {
    expect(orderActionsFor({ orderStatus: 174, isDelay: 1 })).toBe('rollover');
    expect(orderActionsFor({ orderStatus: '180', isDelay: '1' })).toBe('rollover');
  });
  it('174 and 180 without isDelay 1 offer one Repayment', () => {
    expect(orderActionsFor({ orderStatus: 174, isDelay: 0 })).toBe('repayment');
    expect(orderActionsFor({ orderStatus: 180 })).toBe('repayment');
  });
  it('170 offers Repayment even with isDelay 1, 200 offers Borrow Again', () => {
    expect(orderActionsFor({ orderStatus: 170, isDelay: 1 })).toBe('repayment');
    expect(orderActionsFor({ orderStatus: '200' })).toBe('borrowAgain');
  });
  it('21, 110, 151 and unknown statuses offer nothing', () => {
    for (const orderStatus of [21, 110, 151, 999, '', 'x']) {
      expect(orderActionsFor({ orderStatus })).toBe('none');
    }
  });
});

describe('isMarketHidden (ours)', () => {
  it('hides the market while money is owed: 170, 174, 180', () => {
    expect([170, '174', 180].map((orderStatus) => isMarketHidden({ orderStatus }))).toEqual([
      true,
      true,
      true,
    ]);
  });
  it('shows it for 21, 110, 151, 200 and unknown statuses', () => {
    expect([21, 110, 151, 200, 999].map((orderStatus) => isMarketHidden({ orderStatus }))).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});

describe('orderRedirect (spec 4)', () => {
  it('returns playeduL for any status but 21', () => {
    expect(orderRedirect({ orderStatus: 110, playeduL: 'https://x.test/a' })).toBe('https://x.test/a');
    expect(orderRedirect({ orderStatus: '200', playeduL: ' /summerJuly ' })).toBe('/summerJuly');
  });
  it('never redirects status 21, nor without a URL', () => {
    expect(orderRedirect({ orderStatus: 21, playeduL: 'https://x.test/a' })).toBeUndefined();
    expect(orderRedirect({ orderStatus: '21', playeduL: 'https://x.test/a' })).toBeUndefined();
    expect(orderRedirect({ orderStatus: 170, playeduL: '' })).toBeUndefined();
    expect(orderRedirect({ orderStatus: 170, playeduL: null })).toBeUndefined();
    expect(orderRedirect({ orderStatus: 170 })).toBeUndefined();
  });
});

describe('withdrawUrl (ours)', () => {
  it('is the h5Url of an approved order (110)', () => {
    expect(withdrawUrl({ orderStatus: 110, h5Url: 'https://x.test/w' })).toBe('https://x.test/w');
  });
  it('is none for another status or without an h5Url', () => {
    expect(withdrawUrl({ orderStatus: 170, h5Url: 'https://x.test/w' })).toBeUndefined();
    expect(withdrawUrl({ orderStatus: 110, h5Url: ' ' })).toBeUndefined();
    expect(withdrawUrl({ orderStatus: 110 })).toBeUndefined();
  });
});

describe('opensInside', () => {
  it('is true only for the flag 1', () => {
    expect([1, '1', 0, '0', undefined, null, 'yes'].map(opensInside)).toEqual([
      true,
      true,
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});
