import type { ReportDetail } from './report';

/** The longest string value a report carries; a stack keeps more of its frames. */
export const MAX_VALUE_LENGTH = 300;
export const MAX_STACK_LENGTH = 1000;

// Names of what is never sent: the session and the borrower's ids, phone numbers, amounts, codes.
const SECRET_WORDS =
  'session|token|user|phone|mobile|amount|money|password|otp|vcode|captcha|card|account|email';
/** Detail keys whose value is never sent, whatever it holds. */
const SECRET_KEY = new RegExp(SECRET_WORDS, 'i');
// `sessionId=abc`, `"phone": "0917..."` written in a message: the value goes, the name stays.
const SECRET_PAIR = new RegExp(
  `([\\w-]*(?:${SECRET_WORDS})[\\w-]*["']?\\s*[=:]\\s*)("[^"]*"|'[^']*'|[^\\s&,;)]+)`,
  'gi',
);

// A query string or fragment glued to a URL or path: the session rides there (spec 1). A `#` after a
// space stays (React's `error #418`).
const QUERY = /(\S)[?#][^\s"'`<>()]*/g;
const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
// A number after a currency sign or code is an amount, however short.
const CURRENCY = /(₱|₹|\$|\b(?:PHP|INR|Rs\.?|USD))\s?\d[\d,.]*/g;
// Digits, possibly grouped by single separators (`0917 555 0199`, `5,000.00`), as a whole word.
const DIGIT_RUN = /\b\d(?:[\d,. -]?\d)*\b/g;
// A stack position (`index-B1x.js:1:23456`) is not personal and says where the failure is.
const STACK_POSITION = /\.(?:m?js|css|html?|tsx?)(?::\d+)?:$/;
/** Digit runs of at least this many digits are masked: phone numbers, amounts, codes, ids. */
const MIN_MASKED_DIGITS = 4;

/**
 * A text fit to leave the phone: the page's own origin cut from URLs, query strings and fragments
 * removed, the value of a secret's `name=value` or `name: value`, e-mail addresses, amounts and runs of
 * 4 or more digits masked, then cut to `max` characters.
 */
export function scrubText(text: string, origin?: string, max = MAX_VALUE_LENGTH): string {
  let out = origin ? text.split(origin).join('') : text;
  out = out
    .replace(QUERY, '$1')
    .replace(SECRET_PAIR, '$1#')
    .replace(EMAIL, '<email>')
    .replace(CURRENCY, '$1#')
    .replace(DIGIT_RUN, (run, at: number, whole: string) =>
      run.replace(/\D/g, '').length < MIN_MASKED_DIGITS || STACK_POSITION.test(whole.slice(0, at))
        ? run
        : '#',
    );
  return out.length > max ? `${out.slice(0, max - 1)}…` : out;
}

/**
 * A detail fit to leave the phone: no key that names a secret, every string scrubbed (`stack` keeps
 * up to 1000 characters, the rest 300), undefined values dropped, numbers and booleans as they are.
 */
export function scrubDetail(
  detail: ReportDetail,
  origin?: string,
): Record<string, string | number | boolean> {
  const out: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(detail)) {
    if (value === undefined || SECRET_KEY.test(key)) continue;
    if (typeof value === 'string') {
      out[key] = scrubText(value, origin, key === 'stack' ? MAX_STACK_LENGTH : MAX_VALUE_LENGTH);
    } else if (typeof value !== 'number' || Number.isFinite(value)) out[key] = value;
  }
  return out;
}
