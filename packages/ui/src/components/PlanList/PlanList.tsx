import { useDates, useText } from '../../config';
import { Card } from '../../layout';
import { Money } from '../Money';
import * as styles from './PlanList.css';

export interface PlanItem {
  /** The period's title, such as '1/3' (server text). */
  title: string;
  /** A line under the title (loan confirm's `description`). Default none. */
  description?: string;
  /** Used when there is no description (repayment plan's `remark`). Default none. */
  remark?: string;
  /** Amount in minor units. */
  amount: string | number;
  /** When it is due (any form core's `formatDate` reads), shown as YYYY-MM-DD in the provider's zone. */
  time: string | number;
}

export interface PlanListProps {
  /** The plan's rows, in order. */
  items: readonly PlanItem[];
  /** Heading above the list. Default none (the list is named by the catalogue's `kit.repaymentPlan`). */
  title?: string;
  /** Heading level of the title. Default `2`. */
  level?: 2 | 3;
}

/** Repayment plan rows: title, description or remark, amount and due date. */
export function PlanList({ items, title, level = 2 }: PlanListProps) {
  const t = useText();
  const { date } = useDates();
  const Heading = `h${level}` as const;
  return (
    <Card
      component="section"
      space="none"
      paddingY="xs"
      aria-label={title ? undefined : t('kit.repaymentPlan')}
    >
      {title ? <Heading className={styles.heading}>{title}</Heading> : null}
      <ol className={styles.list}>
        {items.map((item, index) => {
          const note = item.description || item.remark;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: plan rows are positional
            <li key={index} className={styles.item}>
              <div className={styles.main}>
                <span className={styles.title}>{item.title}</span>
                {note ? <span className={styles.note}>{note}</span> : null}
              </div>
              <div className={styles.side}>
                <Money className={styles.amount} amount={item.amount} />
                <span className={styles.time}>{date(item.time)}</span>
              </div>
            </li>
          );
        })}
      </ol>
    </Card>
  );
}
