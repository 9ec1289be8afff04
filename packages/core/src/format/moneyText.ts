// A server's amount text read back into minor units (docs/decisions/detail-row-money.md).

/** The signs and codes a server writes before an amount, by ISO 4217 code; the code itself always counts. */
const currencySigns: Readonly<Record<string, readonly string[]>> = {
  PHP: ['₱', 'PHP', 'Php'],
  INR: ['₹', 'INR', 'Rs.', 'Rs'],
};

const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// Plain digits (no leading zero), western groups of 3, or Indian groups of 2 before the last 3.
const INTEGER = String.raw`0|[1-9]\d*|[1-9]\d{0,2}(?:,\d{3})+|[1-9]\d?(?:,\d{2})*,\d{3}`;
const MINUS = '[-\u2212]';
const SPACE = '[ \u00a0\u202f]';

const patterns = new Map<string, RegExp>();

/** The whole-text pattern for one currency, built once. */
function patternFor(currency: string): RegExp {
  const known = patterns.get(currency);
  if (known) return known;
  const signs = [...new Set([...(currencySigns[currency] ?? []), currency])]
    .sort((a, b) => b.length - a.length)
    .map(literally)
    .join('|');
  const pattern = new RegExp(`^(${MINUS})?(?:${signs})${SPACE}?(${MINUS})?(${INTEGER})(?:\\.(\\d{1,2}))?$`);
  patterns.set(currency, pattern);
  return pattern;
}

/**
 * A server's amount text in `currency` as minor units, exactly (no float on the way): `'₱4,850.00'`,
 * `'PHP 4850'`, `'₹1,00,000.5'`, `'-Rs. 120'` give `'485000'`, `'485000'`, `'10000050'`, `'-12000'`.
 * The text must be the currency's sign or code (PHP: `₱` `PHP` `Php`; INR: `₹` `INR` `Rs` `Rs.`; any
 * other currency its ISO code), one optional space, then digits, plain or grouped by commas (groups
 * of 3, or India's 2 before the last 3), with an optional 1-2 digit decimal part; a minus may stand
 * before the sign or after it. Anything else (another currency, a percentage, a date, a bare number,
 * words around the amount) gives `undefined`: the caller shows the text as sent.
 */
export function parseMoneyText(text: unknown, currency: string): string | undefined {
  if (typeof text !== 'string') return undefined;
  const match = patternFor(currency.trim().toUpperCase()).exec(text.trim());
  if (!match) return undefined;
  const [, before, after, integer = '', decimals = ''] = match;
  if (before && after) return undefined;
  const units = BigInt(`${integer.replaceAll(',', '')}${decimals.padEnd(2, '0')}`);
  return (before || after) && units > 0n ? `-${units}` : String(units);
}
