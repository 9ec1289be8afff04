// Integer digits grouped in threes with a dot; a decimal part is kept after a dot (spec 1).

const PLAIN_NUMBER = /^([+-]?)(\d+)(?:\.(\d*))?$/;

/**
 * `1234567` gives `'1.234.567'`; `'1234567.89'` gives `'1.234.567.89'` (the spec uses a dot for
 * both). Non-numeric strings come back unchanged; other non-numbers give `''`.
 */
export function groupNumber(value: unknown): string {
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return '';
    text = Number.isInteger(value) ? BigInt(value).toString() : String(value);
  } else if (typeof value === 'string') {
    text = value.trim();
  } else {
    return '';
  }
  const match = PLAIN_NUMBER.exec(text);
  if (!match) return typeof value === 'string' ? value : text;
  const [, sign = '', integer = '', decimals] = match;
  const grouped = integer.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return decimals === undefined || decimals === '' ? `${sign}${grouped}` : `${sign}${grouped}.${decimals}`;
}
