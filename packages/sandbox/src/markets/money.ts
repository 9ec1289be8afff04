// How a market's lender writes amounts in its own texts (details rows, ranges, headlines).

/** How the lender writes an amount in its own texts (details rows, ranges): its market's way. */
export interface MoneyText {
  /** Minor units with 2 decimals (`₱5,000.00`). */
  amount: (minorUnits: number) => string;
  /** Minor units without decimals, for ranges and headlines (`₱20,000`). */
  whole: (minorUnits: number) => string;
}

// The market's locale per currency: a lender in India writes lakhs (₹1,00,000.00).
const localeOf: Record<string, string> = { PHP: 'en-PH', INR: 'en-IN' };

/** The lender's texts for a currency: `moneyText('PHP')` writes the seed's pesos exactly (`₱5,000.00`). */
export function moneyText(currency: string): MoneyText {
  const write = (digits: number) =>
    new Intl.NumberFormat(localeOf[currency] ?? 'en', {
      style: 'currency',
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
  const cents = write(2);
  const units = write(0);
  return { amount: (minor) => cents.format(minor / 100), whole: (minor) => units.format(minor / 100) };
}
