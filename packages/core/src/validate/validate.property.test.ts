import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as validate from './index';

const anyInput = fc.oneof(
  fc.anything(),
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.double(),
  fc.integer(),
);

describe('validate properties', () => {
  for (const [name, rule] of Object.entries(validate)) {
    if (typeof rule !== 'function') continue;
    it(`${name} never throws on any input`, () => {
      fc.assert(fc.property(anyInput, (value) => void (rule as (input: unknown) => unknown)(value)));
    });
  }

  it('grouping and ungrouping a card number round trips', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{0,30}$/), (digits) => {
        expect(validate.ungroupCardNumber(validate.groupCardNumber(digits))).toBe(digits);
      }),
    );
  });

  it('grouping is idempotent and every group but the last has four digits', () => {
    fc.assert(
      fc.property(fc.string(), (input) => {
        const grouped = validate.groupCardNumber(input);
        expect(validate.groupCardNumber(grouped)).toBe(grouped);
        const groups = grouped === '' ? [] : grouped.split(' ');
        expect(groups.slice(0, -1).every((group) => group.length === 4)).toBe(true);
      }),
    );
  });

  it('a limited complaint text never exceeds 200 characters and is a prefix of the input', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 400 }), (text) => {
        const limited = validate.limitComplaintText(text);
        expect(validate.characterCount(limited)).toBeLessThanOrEqual(200);
        expect(text.startsWith(limited)).toBe(true);
      }),
    );
  });

  it('a phone input is at most 11 digits', () => {
    fc.assert(fc.property(fc.string(), (text) => /^\d{0,11}$/.test(validate.sanitizePhoneInput(text))));
  });
});
