import { type ReactNode, useId } from 'react';
import { Illustration, illustrations } from '../Illustration';
import * as styles from './Result.css';

/** The tones are the Illustration's pictures: info, error, success, pending, empty, offline. */
export const resultTones = illustrations;
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

/** A whole-block outcome: not found, an error with a retry, an empty list, a success, a wait, no connection. */
export function Result({ tone = 'info', title, description, actions, level = 1 }: ResultProps) {
  const titleId = useId();
  const Heading = `h${level}` as const;
  return (
    <section className={styles.root} aria-labelledby={titleId}>
      <Illustration name={tone} />
      <Heading id={titleId} className={styles.title}>
        {title}
      </Heading>
      {description ? <p className={styles.description}>{description}</p> : null}
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </section>
  );
}
