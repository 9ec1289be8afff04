import { DETAIL_ROWS_COLLAPSED } from '@loan/core';
import { useId } from 'react';
import { useText } from '../../config';
import { useControllableState } from '../../hooks/useControllableState';
import { MoneyText } from '../Money';
import * as styles from './DetailRows.css';

export interface DetailRow {
  /** The label (server text, shown as text). */
  text: string;
  /**
   * The value (server text). An amount in the brand's currency (`₱4,850.00`, `PHP 4850`) shows as the
   * kit's `Money`, in the brand's money format; anything else shows as sent.
   */
  value: string;
}

export interface DetailRowsProps {
  /** The rows, in order. */
  rows: readonly DetailRow[];
  /** Show only the first rows with a more/hide toggle (spec 2: repayment of period). Default `false`. */
  collapsible?: boolean;
  /** Rows shown while collapsed. Default `DETAIL_ROWS_COLLAPSED` (2). */
  collapsedRows?: number;
  /** Whether all rows show (controlled). Default none (uncontrolled). */
  expanded?: boolean;
  /** Whether all rows show at first (uncontrolled). Default `false`. */
  defaultExpanded?: boolean;
  /** Called with the new expanded state. Default none. */
  onExpandedChange?: (expanded: boolean) => void;
  /** Toggle label while collapsed. Default the catalogue's `kit.more`. */
  moreText?: string;
  /** Toggle label while expanded. Default the catalogue's `kit.hide`. */
  hideText?: string;
  /** Accessible name of the list. Default none. */
  'aria-label'?: string;
}

/** Text and value rows as a description list (amounts in the brand's money format), optionally collapsed to the first rows with a more/hide toggle. */
export function DetailRows({
  rows,
  collapsible = false,
  collapsedRows = DETAIL_ROWS_COLLAPSED,
  expanded,
  defaultExpanded = false,
  onExpandedChange,
  moreText,
  hideText,
  'aria-label': ariaLabel,
}: DetailRowsProps) {
  const [open, setOpen] = useControllableState({
    value: expanded,
    defaultValue: defaultExpanded,
    onChange: onExpandedChange,
  });
  const t = useText();
  const listId = useId();
  const canCollapse = collapsible && rows.length > collapsedRows;
  const shown = canCollapse && !open ? rows.slice(0, collapsedRows) : rows;
  return (
    <div className={styles.root} data-state={canCollapse ? (open ? 'expanded' : 'collapsed') : undefined}>
      <dl id={listId} className={styles.list} aria-label={ariaLabel}>
        {shown.map((row, index) => (
          // Rows have no id and may repeat a label; their order is stable.
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are positional
          <div key={index} className={styles.row}>
            <dt className={styles.term}>{row.text}</dt>
            <dd className={styles.value}>
              <MoneyText text={row.value} />
            </dd>
          </div>
        ))}
      </dl>
      {canCollapse ? (
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen(!open)}
        >
          {open ? (hideText ?? t('kit.hide')) : (moreText ?? t('kit.more'))}
          <svg
            className={styles.chevron}
            width="12"
            height="12"
            viewBox="0 0 12 12"
            aria-hidden="true"
            focusable="false"
          >
            <path d="M2 4.5 6 8.5 10 4.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
          </svg>
        </button>
      ) : null}
    </div>
  );
}
