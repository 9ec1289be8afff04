import { formatMoney } from '@loan/core';
import type { HTMLAttributes } from 'react';
import { useMoney, useText } from '../../config';
import { visuallyHidden } from '../../utils/a11y.css';
import { fitChars } from '../../utils/reflow';
import * as styles from './Money.css';

/** `hero`: the screen's main figure, large; `inline`: an amount in a row or a sentence. */
export const moneySizes = ['inline', 'hero'] as const;
export type MoneySize = (typeof moneySizes)[number];

export const moneyTones = ['neutral', 'due', 'critical', 'success'] as const;
export type MoneyTone = (typeof moneyTones)[number];

export interface MoneyProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /**
   * The amount in minor units, as `useMoney()` takes it (`500000` or `'500000'`). Non-numeric text
   * shows unchanged (spec 1); `null`, `undefined` or `''` show a dash read as the catalogue's
   * `kit.amountUnknown`: money is never invented.
   */
  amount: string | number | null | undefined;
  /** `'hero'` (large, shrinks to fit its `fitBox` below 360 px) or `'inline'`. Default `'inline'`. */
  size?: MoneySize;
  /**
   * `'due'` an amount due soon (warning), `'critical'` one overdue (danger), `'success'` one paid; `'neutral'`
   * takes the colour of the text it sits in. Default `'neutral'`.
   */
  tone?: MoneyTone;
}

/**
 * One amount in the brand's money format (`useMoney`), on one line (`data-nowrap="amount"`) with
 * tabular figures. Its text is the formatted amount, so it reads and copies as the amount.
 */
export function Money({ amount, size = 'inline', tone = 'neutral', className, style, ...rest }: MoneyProps) {
  const money = useMoney();
  const t = useText();
  // No number at all (`₱` alone in the spec's format) is an unknown amount, not an empty one.
  const text = formatMoney(amount) === '' ? '' : money(amount);
  const classes = styles.money({ size, tone });
  return (
    <span
      {...rest}
      className={className ? `${classes} ${className}` : classes}
      data-nowrap="amount"
      style={size === 'hero' ? { ...fitChars(text || '—'), ...style } : style}
    >
      {text ? (
        text
      ) : (
        <>
          <span className={styles.dash} aria-hidden="true">
            —
          </span>
          <span className={visuallyHidden}>{t('kit.amountUnknown')}</span>
        </>
      )}
    </span>
  );
}
