import { Money } from '../Money';
import * as styles from './ActionBar.css';

export interface ActionLabelProps {
  /** What the action does, from the catalogue ('Repay'). */
  label: string;
  /** The amount the action moves, in minor units; none or unknown shows the label alone. Default none. */
  amount?: string | number | null;
}

/**
 * A money action's label with its amount ('Repay ₱5,000.00'), for a Button in the ActionBar: the
 * amount stays whole (Money): when both do not fit on one line, it goes under the label.
 */
export function ActionLabel({ label, amount }: ActionLabelProps) {
  const known = amount !== undefined && amount !== null && String(amount).trim() !== '';
  return (
    // One inline run inside the Button's flex box, so the space between label and amount stays.
    <span className={styles.label}>
      {label}
      {known ? (
        <>
          {' '}
          <Money amount={amount} />
        </>
      ) : null}
    </span>
  );
}
