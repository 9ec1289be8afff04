import { RUPEE_REGION } from '../constants/limits';
import { formatMoney } from './money';

export type CurrencySymbol = '₹' | '₱';

/** Region flag 1 (number or string) shows the rupee, any other value the peso (spec 1, 9). */
export function currencySymbol(region: unknown): CurrencySymbol {
  if (typeof region === 'number') return region === 1 ? '₹' : '₱';
  if (typeof region === 'string') return region.trim() === RUPEE_REGION ? '₹' : '₱';
  return '₱';
}

/** An amount in minor units with the region's symbol in front: `₱123.45` (spec 2, Repayment code). */
export function formatAmount(region: unknown, minorUnits: unknown): string {
  return `${currencySymbol(region)}${formatMoney(minorUnits)}`;
}
