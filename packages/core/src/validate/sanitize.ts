import { MOBILE_LENGTH } from '../constants/limits';
import { toAsciiDigits } from '../format/digits';
import { text } from './result';

/** Bank numeric inputs strip every non-digit character (spec 5); the market's own digits are kept, as ASCII. */
export function digitsOnly(value: unknown): string {
  return toAsciiDigits(text(value)).replace(/\D/g, '');
}

/** Generic phone inputs keep digits only, up to 11 (spec 5). */
export function sanitizePhoneInput(value: unknown): string {
  return digitsOnly(value).slice(0, MOBILE_LENGTH);
}

/** Bank card input as shown: digits in groups of four, `'1234 5678 9012 3'` (spec 5). */
export function groupCardNumber(value: unknown): string {
  return digitsOnly(value).replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** Bank card number as sent: the raw digits (spec 5). */
export function ungroupCardNumber(value: unknown): string {
  return digitsOnly(value);
}
