import { Money } from '../Money';
import * as styles from './CostBar.css';

export interface CostPart {
  /** The part's name (catalogue text): "You receive", "Fees", "Interest". */
  label: string;
  /** Minor units, above 0. */
  amount: string | number;
}

export interface CostBarProps {
  /** The parts, in the order the bar shows them; at most three get their own fill. */
  parts: readonly CostPart[];
  /** The whole, minor units. Default none: the bar shows its parts without a total. */
  total?: string | number;
  /** The total's name (catalogue text), e.g. "You repay". */
  totalLabel: string;
  /** Names the legend for screen readers. Default none. */
  'aria-label'?: string;
}

const share = (amount: string | number) => {
  const n = Number(amount);
  return Number.isFinite(n) && n > 0 ? n : 0;
};

/**
 * One proportional bar of the parts of an amount, each part's width its share, with the total above it
 * and a legend that names every part and its amount in text (the fills, also told apart by pattern,
 * only repeat it).
 */
export function CostBar({ parts, total, totalLabel, 'aria-label': ariaLabel }: CostBarProps) {
  const sum = parts.reduce((all, part) => all + share(part.amount), 0);
  return (
    <div className={styles.root}>
      {total !== undefined && total !== '' ? (
        <p className={styles.total}>
          <span className={styles.totalLabel}>{totalLabel}</span>
          <Money className={styles.totalAmount} amount={total} />
        </p>
      ) : null}
      {sum > 0 ? (
        <div className={styles.bar} aria-hidden="true">
          {parts.map((part, index) => (
            <span
              // biome-ignore lint/suspicious/noArrayIndexKey: parts are positional
              key={index}
              className={styles.segment({ fill: (index % 3) as 0 | 1 | 2 })}
              style={{ flexGrow: share(part.amount) / sum }}
            />
          ))}
        </div>
      ) : null}
      <ul className={styles.legend} aria-label={ariaLabel}>
        {parts.map((part, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts are positional
          <li key={index} className={styles.item}>
            <span className={styles.swatch({ fill: (index % 3) as 0 | 1 | 2 })} aria-hidden="true" />
            <span className={styles.name}>{part.label}</span>
            <Money className={styles.amount} amount={part.amount} />
          </li>
        ))}
      </ul>
    </div>
  );
}
