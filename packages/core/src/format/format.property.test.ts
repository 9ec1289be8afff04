import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { currencySymbol, formatAmount } from './currency';
import { formatDate, formatDateTime } from './date';
import { formatMoney, parseMoney } from './money';
import { groupNumber } from './number';

const formatters = { formatMoney, groupNumber, formatDate, formatDateTime, currencySymbol, parseMoney };

describe('format properties', () => {
  for (const [name, format] of Object.entries(formatters)) {
    it(`${name} never throws and never shows NaN, on any input`, () => {
      fc.assert(
        fc.property(
          fc.oneof(fc.anything(), fc.double(), fc.string(), fc.date({ noInvalidDate: false })),
          (value) => {
            const shown = String(format(value));
            if (typeof value !== 'string') expect(shown).not.toContain('NaN');
          },
        ),
      );
    });
  }

  it('formatAmount never throws', () => {
    fc.assert(
      fc.property(
        fc.anything(),
        fc.anything(),
        (region, amount) => typeof formatAmount(region, amount) === 'string',
      ),
    );
  });

  it('money of an integer parses back to the same integer', () => {
    fc.assert(fc.property(fc.maxSafeInteger(), (units) => parseMoney(formatMoney(units)) === units));
  });

  it('money of an integer always has exactly two decimals', () => {
    fc.assert(fc.property(fc.integer(), (units) => /^-?\d+\.\d{2}$/.test(formatMoney(units))));
  });

  it('grouping keeps every digit in order and puts at most three between dots', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 30n }), (n) => {
        const grouped = groupNumber(n.toString());
        expect(grouped.replace(/\./g, '')).toBe(n.toString());
        expect(
          grouped.split('.').every((group, i) => (i === 0 ? group.length <= 3 : group.length === 3)),
        ).toBe(true);
      }),
    );
  });

  it('a valid date formats to a string of the right shape', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date(1000, 0, 1), max: new Date(9999, 11, 31), noInvalidDate: true }),
        (date) => {
          expect(formatDate(date)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
          expect(formatDateTime(date)).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
          expect(formatDateTime(formatDateTime(date))).toBe(formatDateTime(date));
        },
      ),
    );
  });
});
