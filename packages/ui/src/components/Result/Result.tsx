import { type ReactNode, useId } from 'react';
import { Illustration, type IllustrationName } from '../Illustration';
import * as styles from './Result.css';

export const resultTones = ['info', 'error', 'success', 'empty', 'pending', 'offline'] as const;
export type ResultTone = (typeof resultTones)[number];

export interface ResultProps {
  /** Which picture and colour: a status (info, error, success, pending) or a situation (empty, offline). Default `'info'`. */
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

const pictures: Record<ResultTone, IllustrationName> = {
  info: 'info',
  error: 'failed',
  success: 'success',
  empty: 'empty',
  pending: 'pending',
  offline: 'offline',
};

/** A whole-block outcome: not found, an error with a retry, an empty list, a success, a wait, no connection. */
export function Result({ tone = 'info', title, description, actions, level = 1 }: ResultProps) {
  const titleId = useId();
  const Heading = `h${level}` as const;
  return (
    <section className={styles.root} aria-labelledby={titleId}>
      <Illustration name={pictures[tone]} />
      <Heading id={titleId} className={styles.title}>
        {title}
      </Heading>
      {description ? <p className={styles.description}>{description}</p> : null}
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </section>
  );
}
