// Amounts travel in minor units and are shown divided by 100 with 2 decimals (spec 1).

const INTEGER = /^[+-]?\d+$/;
const DECIMAL = /^[+-]?(?:\d+\.?\d*|\.\d+)$/;

/** Whether a value is a number or a string of plain decimal digits (no exponent, no grouping). */
export function isNumeric(value: unknown): value is number | string {
  if (typeof value === 'number') return Number.isFinite(value);
  return typeof value === 'string' && DECIMAL.test(value.trim());
}

/** Inserts the decimal point two digits from the right of an integer's digits, exactly. */
function integerToMajor(digits: string): string {
  const negative = digits.startsWith('-');
  const body = digits.replace(/^[+-]/, '').replace(/^0+(?=\d)/, '');
  const padded = body.padStart(3, '0');
  const major = `${padded.slice(0, -2)}.${padded.slice(-2)}`;
  return negative && /[1-9]/.test(body) ? `-${major}` : major;
}

/**
 * Minor units to major units with 2 decimals: `12345` and `'12345'` give `'123.45'`.
 * A non-numeric string comes back unchanged; `null`, `undefined`, `NaN`, infinities and
 * other non-numbers give `''`, never `'NaN'` (spec 1).
 */
export function formatMoney(value: unknown): string {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return '';
    if (Number.isInteger(value)) return integerToMajor(BigInt(value).toString());
    const fixed = (value / 100).toFixed(2);
    return /^-0\.00$/.test(fixed) ? '0.00' : fixed;
  }
  if (typeof value !== 'string') return '';
  const trimmed = value.trim();
  if (INTEGER.test(trimmed)) return integerToMajor(trimmed);
  if (DECIMAL.test(trimmed)) return formatMoney(Number(trimmed));
  return value;
}

/** The inverse of `formatMoney` for display strings: `'123.45'` gives `12345`; anything else `undefined`. */
export function parseMoney(display: unknown): number | undefined {
  if (typeof display !== 'string') return undefined;
  const match = /^([+-]?)(\d+)\.(\d{2})$/.exec(display.trim());
  if (!match) return undefined;
  const [, sign = '', major = '', minor = ''] = match;
  const units = Number(`${major}${minor}`);
  if (!Number.isSafeInteger(units)) return undefined;
  return sign === '-' ? -units : units;
}
