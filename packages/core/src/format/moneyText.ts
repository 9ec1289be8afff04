// A server's amount text read back into minor units (docs/decisions/detail-row-money.md).

/** The signs and codes a server writes before an amount, by ISO 4217 code, as patterns; the code itself always counts. */
const currencySigns: Readonly<Record<string, string>> = { PHP: '₱|Php', INR: '₹|Rs\\.?' };

// A minus, the sign or code, one optional space, a minus, then plain digits (no leading zero), western
// groups of 3 or Indian groups of 2 before the last 3, and 1-2 decimals.
const amountAfter = (signs: string) =>
  new RegExp(
    `^([-\u2212])?(?:${signs})[ \u00a0\u202f]?([-\u2212])?(0|[1-9]\\d*|[1-9]\\d{0,2}(?:,\\d{3})+|[1-9]\\d?(?:,\\d{2})*,\\d{3})(?:\\.(\\d{1,2}))?$`,
  );

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
  const code = currency.toUpperCase();
  if (typeof text !== 'string' || !/^[A-Z]{3}$/.test(code)) return undefined;
  const match = amountAfter(`${code}|${currencySigns[code] ?? code}`).exec(text.trim());
  if (!match || (match[1] && match[2])) return undefined;
  const [, before, after, integer = '', decimals = ''] = match;
  const units = BigInt(`${integer.replaceAll(',', '')}${decimals.padEnd(2, '0')}`);
  return (before || after) && units > 0n ? `-${units}` : String(units);
}
