import type { ReactNode } from 'react';
import { Card } from '../../layout';
import { fitBox } from '../../utils/reflow.css';
import { UnknownAmount, type UnknownAmountActions } from '../UnknownAmount';
import * as styles from './AmountCard.css';
import { Money } from './Money';

export interface AmountCardProps {
  /** The card's label and accessible name: the screen's own words for the amount. */
  label: string;
  /** Minor units, as `Money` takes them. */
  amount: string | number;
  /** Why the amount is unknown; when set, the hero is a dash and this message shows under it. */
  amountMissing?: string;
  /** Id of the missing-amount message, for the actions it describes. */
  missingId?: string;
  /** Try again and Contact customer service under the missing-amount message. Default none. */
  amountActions?: UnknownAmountActions;
  /** A line under the amount (its due date). Default none. */
  children?: ReactNode;
}

/** A money screen's hero card: its label over the amount, or the dash and why it is unknown. */
export function AmountCard({
  label,
  amount,
  amountMissing,
  missingId,
  amountActions,
  children,
}: AmountCardProps) {
  return (
    <Card
      component="section"
      alignItems="center"
      space="xxs"
      paddingY="lg"
      className={fitBox}
      aria-label={label}
    >
      <p className={styles.label}>{label}</p>
      <Money size="hero" amount={amountMissing ? null : amount} />
      {amountMissing ? <UnknownAmount id={missingId} message={amountMissing} {...amountActions} /> : null}
      {children}
    </Card>
  );
}
