import { toAsciiDigits } from '@loan/core';

/** Result of reformatting an edited value: what to store, what to show, and where the caret goes. */
export interface Reformatted {
  /** The value reported through onChange (digits only for the digit inputs). */
  value: string;
  /** The text shown in the field. */
  display: string;
  /** Caret position in `display`. */
  caret: number;
}

/** Digits of `text`, in order, as ASCII: a digit of any script (Devanagari ९, Arabic-Indic ٩) counts. */
export function onlyDigits(text: string): string {
  return toAsciiDigits(text).replace(/\D+/g, '');
}

/** `digits` in groups of `size` separated by a space ('6214 8301 2345'). */
export function groupDigits(digits: string, size: number): string {
  return digits.replace(new RegExp(`(\\d{${size}})(?=\\d)`, 'g'), '$1 ');
}

/** Position in `display` just after its `count`-th digit (0 = the start). */
export function caretAfterDigits(display: string, count: number): number {
  if (count <= 0) return 0;
  let seen = 0;
  for (let i = 0; i < display.length; i++) {
    if (/\d/.test(display.charAt(i))) {
      seen += 1;
      if (seen === count) return i + 1;
    }
  }
  return display.length;
}

/**
 * Rebuilds a digit field after an edit, keeping the caret on the same digit: counts the digits before the
 * caret in the raw text, drops non-digits, cuts to `maxDigits`, optionally groups, then puts the caret
 * after the same number of digits.
 */
export function reformatDigits(raw: string, caret: number, maxDigits: number, group?: number): Reformatted {
  const value = onlyDigits(raw).slice(0, maxDigits);
  const before = Math.min(onlyDigits(raw.slice(0, caret)).length, value.length);
  const display = group ? groupDigits(value, group) : value;
  return { value, display, caret: caretAfterDigits(display, before) };
}
