import { parseMoneyText } from '@loan/core';
import { useKitConfig } from '../../config';
import { Money } from './Money';

export interface MoneyTextProps {
  /** A server's text that may be an amount (`₱4,850.00`, `PHP 4850`, `12%`). */
  text: string;
}

/**
 * A server's value: an amount in the brand's currency shows as `Money`, in the brand's format, so a
 * screen writes money one way; anything else shows as sent (docs/decisions/detail-row-money.md).
 */
export function MoneyText({ text }: MoneyTextProps) {
  const { currency } = useKitConfig().money;
  const amount = parseMoneyText(text, currency);
  return amount === undefined ? text : <Money amount={amount} />;
}
