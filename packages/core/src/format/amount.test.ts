import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { knownAmount } from './amount';

describe('knownAmount (money is never invented)', () => {
  it('passes an amount in minor units, as a number or a numeric string, as a string', () => {
    expect(knownAmount(522750)).toBe('522750');
    expect(knownAmount('522750')).toBe('522750');
    expect(knownAmount(' 100 ')).toBe('100');
    expect(knownAmount('1234.5')).toBe('1234.5');
  });
  it('keeps zero: the server sent it, the server judges it', () => {
    expect(knownAmount(0)).toBe('0');
    expect(knownAmount('0')).toBe('0');
  });
  it('refuses a missing amount', () => {
    expect(knownAmount(undefined)).toBeUndefined();
    expect(knownAmount(null)).toBeUndefined();
    expect(knownAmount('')).toBeUndefined();
    expect(knownAmount('   ')).toBeUndefined();
  });
  it('refuses the words a missing value turns into on the way', () => {
    expect(knownAmount('undefined')).toBeUndefined();
    expect(knownAmount('null')).toBeUndefined();
    expect(knownAmount('NaN')).toBeUndefined();
    expect(knownAmount(Number.NaN)).toBeUndefined();
    expect(knownAmount(Number.POSITIVE_INFINITY)).toBeUndefined();
  });
  it('refuses negative amounts, exponents, grouping and other text', () => {
    expect(knownAmount(-100)).toBeUndefined();
    expect(knownAmount('-100')).toBeUndefined();
    expect(knownAmount('1e3')).toBeUndefined();
    expect(knownAmount(1e21)).toBeUndefined();
    expect(knownAmount('1,000')).toBeUndefined();
    expect(knownAmount('₱52.00')).toBeUndefined();
    expect(knownAmount('12.')).toBeUndefined();
    expect(knownAmount(true)).toBeUndefined();
    expect(knownAmount({})).toBeUndefined();
    expect(knownAmount([100])).toBeUndefined();
  });
  it('never answers an empty, NaN or undefined text, whatever it is given', () => {
    fc.assert(
      fc.property(fc.oneof(fc.anything(), fc.double(), fc.string(), fc.integer()), (value) => {
        const known = knownAmount(value);
        if (known !== undefined) expect(known).toMatch(/^\d+(\.\d+)?$/);
      }),
    );
  });
  it('passes every non-negative safe integer through unchanged', () => {
    fc.assert(
      fc.property(fc.nat(), (n) => {
        expect(knownAmount(n)).toBe(String(n));
        expect(knownAmount(String(n))).toBe(String(n));
      }),
    );
  });
});
