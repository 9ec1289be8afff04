import type { ReactNode } from 'react';
import * as styles from './Tag.css';

export type TagTone = (typeof styles.tagTones)[number];
export type TagFill = (typeof styles.tagFills)[number];

export interface TagProps {
  /** The tag's text. */
  children: ReactNode;
  /** Colour by meaning. Default `'brand'`. */
  tone?: TagTone;
  /** Tinted background or outline only. Default `'soft'`. */
  fill?: TagFill;
}

/** A short label, such as a product tag or a chosen complaint type. */
export function Tag({ children, tone = 'brand', fill = 'soft' }: TagProps) {
  return <span className={styles.tag({ tone, fill })}>{children}</span>;
}
