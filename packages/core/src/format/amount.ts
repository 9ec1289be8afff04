// Money is never invented (issue 13): a request carries an amount the server sent, or nothing.

const PLAIN_AMOUNT = /^\d+(?:\.\d+)?$/;

/**
 * The amount a pay or commit request may carry: a finite non-negative number, or a string of
 * plain decimal digits, as trimmed text (`522750` and `' 522750 '` give `'522750'`). Anything
 * else, `undefined`, `null`, `''`, `'undefined'`, `NaN`, a negative or an exponent, gives
 * `undefined`: the caller disables the action and says why instead of sending it.
 */
export function knownAmount(value: unknown): string | undefined {
  let text: string;
  if (typeof value === 'number') text = Number.isFinite(value) ? String(value) : '';
  else if (typeof value === 'string') text = value.trim();
  else return undefined;
  return PLAIN_AMOUNT.test(text) ? text : undefined;
}
