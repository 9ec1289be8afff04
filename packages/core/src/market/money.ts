import { formatAmount } from '../format/currency';
import { formatMoney } from '../format/money';

/** How a brand writes an amount that travels in minor units: one way on every screen. */
export interface MoneyFormat {
  /** ISO 4217 code, for screen readers and the key fact statement ('PHP', 'INR'). */
  currency: string;
  /** Minor units (number or numeric string) to display text; `''` when there is no number. */
  format: (minorUnits: unknown) => string;
  /**
   * The format for a region flag a link carries (the repayment code's `real`, spec 2): the spec's
   * money follows the flag; a market's money has one currency and leaves this out.
   */
  forRegion?: (region: string | number) => MoneyFormat;
}

/**
 * The spec's money: minor units / 100 with 2 decimals, no grouping, the region's symbol in front
 * (`₱5000.00`, spec 1). The default brand keeps it exactly.
 */
export function specMoney(region: string | number): MoneyFormat {
  return {
    currency: String(region).trim() === '1' ? 'INR' : 'PHP',
    format: (minorUnits) => formatAmount(region, minorUnits),
    forRegion: specMoney,
  };
}

/**
 * A market's money through `Intl.NumberFormat` (`en-PH` `₱5,000.00`, `en-IN` `₹1,00,000.00`). The
 * major-unit string goes to Intl as a string, so no amount passes through a float.
 */
export function intlMoney(locale: string, currency: string): MoneyFormat {
  const number = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return {
    currency,
    format: (minorUnits) => {
      const major = formatMoney(minorUnits);
      if (!/^-?\d+\.\d{2}$/.test(major)) return major;
      // Intl's type takes numbers; it also reads a decimal string exactly (ES2023 Intl.NumberFormat v3).
      return number.format(major as unknown as number);
    },
  };
}
