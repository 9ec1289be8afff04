import { BADGE_MAX } from '@loan/core';
import type { ReactNode } from 'react';
import * as styles from './Badge.css';

export interface BadgeProps {
  /** The number to show; above `max` it shows `max+`. Default none. */
  count?: number;
  /** Largest number shown as is. Default BADGE_MAX (99): 100 shows '99+'. */
  max?: number;
  /** A small dot instead of a number. Default `false`. */
  dot?: boolean;
  /** Show a count of 0 (hidden by default). Default `false`. */
  showZero?: boolean;
  /** What the badge describes for screen readers, e.g. 'unread messages'. Default none. */
  label?: string;
  /** The element the badge sits on (its top-right corner); without it the badge stands alone. Default none. */
  children?: ReactNode;
}

/** The badge text: the count, or `max+` above `max` (spec 9: badge overflow 99). */
export function badgeText(count: number, max: number = BADGE_MAX): string {
  return count > max ? `${max}+` : String(count);
}

/** A count or dot, alone or on the corner of its child. */
export function Badge({
  count,
  max = BADGE_MAX,
  dot = false,
  showZero = false,
  label,
  children,
}: BadgeProps) {
  const visible = dot || (count !== undefined && (count > 0 || showZero));
  const text = dot ? '' : badgeText(count ?? 0, max);
  const accessible = label ? (dot ? label : `${text} ${label}`) : undefined;
  const badge = visible ? (
    <span
      className={[styles.badge, dot ? styles.dot : '', children ? styles.corner : '']
        .filter(Boolean)
        .join(' ')}
      role={accessible ? 'img' : undefined}
      aria-label={accessible}
    >
      {text}
    </span>
  ) : null;
  if (!children) return badge;
  return (
    <span className={styles.wrapper}>
      {children}
      {badge}
    </span>
  );
}
