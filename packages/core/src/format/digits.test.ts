import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toAsciiDigits } from './digits';

/** The zero of some of the decimal-digit runs a borrower's keyboard may type. */
const zeros = {
  devanagari: 0x0966,
  bengali: 0x09e6,
  gurmukhi: 0x0a66,
  gujarati: 0x0ae6,
  tamil: 0x0be6,
  telugu: 0x0c66,
  kannada: 0x0ce6,
  malayalam: 0x0d66,
  arabicIndic: 0x0660,
  extendedArabicIndic: 0x06f0,
  thai: 0x0e50,
  fullwidth: 0xff10,
  mathematicalBold: 0x1d7ce,
  mathematicalMonospace: 0x1d7f6,
};

const written = (zero: number, ascii: string): string =>
  Array.from(ascii, (d) => String.fromCodePoint(zero + Number(d))).join('');

describe('toAsciiDigits', () => {
  it('writes Devanagari digits as ASCII', () => {
    expect(toAsciiDigits('९८७६५४३२१०')).toBe('9876543210');
  });
  it('writes the digits of every script as ASCII, in place, leaving the rest alone', () => {
    for (const [script, zero] of Object.entries(zeros)) {
      expect(toAsciiDigits(`+91 ${written(zero, '98765')}-${written(zero, '43210')}`), script).toBe(
        '+91 98765-43210',
      );
    }
  });
  it('leaves ASCII digits, letters and signs as they are', () => {
    expect(toAsciiDigits('AB12 cd-+ ')).toBe('AB12 cd-+ ');
    expect(toAsciiDigits('')).toBe('');
  });
  it('keeps numbers that are not decimal digits (Roman numerals, fractions, superscripts)', () => {
    expect(toAsciiDigits('Ⅻ ½ ²')).toBe('Ⅻ ½ ²');
  });
  it('gives, for any string of any decimal digits, ASCII digits of the same values', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...Object.values(zeros)),
        fc.stringMatching(/^[0-9]{0,20}$/),
        (zero, ascii) => toAsciiDigits(written(zero, ascii)) === ascii,
      ),
    );
  });
  it('leaves no non-ASCII decimal digit in any string, and never touches anything else', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        const ascii = toAsciiDigits(text);
        expect(/(?![0-9])\p{Nd}/u.test(ascii)).toBe(false);
        expect(ascii.replace(/[0-9]/g, '')).toBe(text.replace(/\p{Nd}/gu, ''));
      }),
    );
  });
});
