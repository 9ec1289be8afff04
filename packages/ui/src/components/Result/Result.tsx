import { type ReactNode, useId } from 'react';
import * as styles from './Result.css';

export const resultTones = ['info', 'error', 'success', 'empty'] as const;
export type ResultTone = (typeof resultTones)[number];

export interface ResultProps {
  /** Which icon and colour. Default `'info'`. */
  tone?: ResultTone;
  /** The headline, read first by a screen reader. */
  title: string;
  /** What happened and what the borrower can do, as plain text. Default none. */
  description?: string;
  /** Buttons offering a way on (retry, go back). Default none. */
  actions?: ReactNode;
  /** Heading level of the title. Default `1` (a whole-page result). */
  level?: 1 | 2 | 3;
}

const paths: Record<ResultTone, string> = {
  info: 'M32 6a26 26 0 1 0 0 52 26 26 0 0 0 0-52Zm3 40h-6V28h6v18Zm0-24h-6v-6h6v6Z',
  error: 'M32 6a26 26 0 1 0 0 52 26 26 0 0 0 0-52Zm3 38h-6v-6h6v6Zm0-12h-6V18h6v14Z',
  success: 'M32 6a26 26 0 1 0 0 52 26 26 0 0 0 0-52Zm-5 38L15 32l4-4 8 8 18-18 4 4-22 22Z',
  empty: 'M12 20h40v30H12V20Zm4 4v22h32V24H16Zm6-12h20l4 6H18l4-6Zm2 18h16v4H24v-4Z',
};

/** A whole-block outcome: not found, an error with a retry, an empty list, a success. */
export function Result({ tone = 'info', title, description, actions, level = 1 }: ResultProps) {
  const titleId = useId();
  const Heading = `h${level}` as const;
  return (
    <section className={styles.root} aria-labelledby={titleId}>
      <svg
        className={`${styles.icon} ${styles.tone[tone]}`}
        viewBox="0 0 64 64"
        width="64"
        height="64"
        aria-hidden="true"
        focusable="false"
      >
        <path fill="currentColor" d={paths[tone]} />
      </svg>
      <Heading id={titleId} className={styles.title}>
        {title}
      </Heading>
      {description ? <p className={styles.description}>{description}</p> : null}
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </section>
  );
}
