// A borrower types with the keyboard of the market: Devanagari (०-९), Bengali, Arabic-Indic, fullwidth...
// Servers and rules read ASCII, so every digit filter normalises first (docs/decisions/market-schemes-time-digits.md).

/** Any Unicode decimal digit (general category Nd). */
const DECIMAL_DIGIT = /\p{Nd}/u;
/** The non-ASCII decimal digits of a text, one code point at a time. */
const OTHER_DIGITS = /(?![0-9])\p{Nd}/gu;

/**
 * The value of a decimal digit. Unicode encodes every Nd digit in runs of ten, zero to nine
 * (its stability policy), and runs may touch (the mathematical digits): count back to the run's start.
 */
function digitValue(digit: string): number {
  const code = digit.codePointAt(0) ?? 0;
  let start = code;
  while (DECIMAL_DIGIT.test(String.fromCodePoint(start - 1))) start -= 1;
  return (code - start) % 10;
}

/** `text` with every Unicode decimal digit written as its ASCII digit: `'९८७६५४३२१०'` gives `'9876543210'`. */
export function toAsciiDigits(text: string): string {
  return text.replace(OTHER_DIGITS, (digit) => String(digitValue(digit)));
}
