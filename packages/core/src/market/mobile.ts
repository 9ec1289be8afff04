import { MOBILE_LENGTH } from '../constants/limits';
import { toAsciiDigits } from '../format/digits';
import type { MessageKey } from '../messages/spec';

/** A market's rule for the registration mobile number. */
export interface MobileRule {
  /** The longest input the field accepts, prefixes included. */
  maxLength: number;
  /** The field's hint, from the brand's catalogue. */
  placeholderKey: MessageKey;
  /** The message when the number is not valid, from the brand's catalogue. */
  errorKey: MessageKey;
  /**
   * The field's keypad and what it keeps: `'numeric'` keeps digits only (the spec's field, spec 5);
   * `'tel'` a phone keypad that keeps `+`, spaces and dashes, as numbers are written in the market.
   */
  inputMode: 'numeric' | 'tel';
  /** The number as the server wants it, or `undefined` when it is not a valid number of the market. */
  normalise: (input: string) => string | undefined;
}

/** The number without its spaces and dashes, in ASCII digits whatever the keyboard typed (०-९ too). */
const digitsOnly = (input: string) => toAsciiDigits(input).replace(/[\s-]/g, '');

/** The spec's rule: 11 digits, 1 then 3 to 9 (spec 5; China's). The default brand keeps it. */
export const specMobile: MobileRule = {
  maxLength: MOBILE_LENGTH,
  placeholderKey: 'register.mobilePlaceholder',
  errorKey: 'register.wrongMobile',
  inputMode: 'numeric',
  normalise: (input) => {
    const value = toAsciiDigits(input.trim());
    return /^1[3-9]\d{9}$/.test(value) ? value : undefined;
  },
};

/**
 * The Philippines: `09` then 9 digits (`09171234567`). `+63 917…` and `63917…` are the same number
 * written internationally, so they are accepted and sent as `09…`.
 */
export const philippineMobile: MobileRule = {
  maxLength: 16,
  placeholderKey: 'register.mobilePlaceholderPh',
  errorKey: 'register.wrongMobilePh',
  inputMode: 'tel',
  normalise: (input) => {
    const value = digitsOnly(input.trim());
    const local = value.replace(/^\+?63(?=9\d{9}$)/, '0');
    return /^09\d{9}$/.test(local) ? local : undefined;
  },
};

/**
 * India: 10 digits starting 6 to 9 (`9876543210`). The trunk prefix `0` and the country code `+91`
 * or `91` are accepted and dropped, so the server gets the 10 digits.
 */
export const indianMobile: MobileRule = {
  maxLength: 16,
  placeholderKey: 'register.mobilePlaceholderIn',
  errorKey: 'register.wrongMobileIn',
  inputMode: 'tel',
  normalise: (input) => {
    const value = digitsOnly(input.trim());
    const local = value.replace(/^(?:\+91|91|0)(?=[6-9]\d{9}$)/, '');
    return /^[6-9]\d{9}$/.test(local) ? local : undefined;
  },
};
