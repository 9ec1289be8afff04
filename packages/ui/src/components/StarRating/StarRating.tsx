import { RATING_STARS } from '@loan/core';
import { useId } from 'react';
import { useText } from '../../config';
import { useControllableState } from '../../hooks/useControllableState';
import * as styles from './StarRating.css';

export interface StarRatingProps {
  /** Stars chosen when controlled; `0` means none (set it to reset). Default none (uncontrolled). */
  value?: number;
  /** Stars chosen at first when uncontrolled. Default `0`. */
  defaultValue?: number;
  /** Called with the chosen number of stars (1 to `count`). Default none. */
  onChange?: (value: number) => void;
  /** Number of stars. Default RATING_STARS (5). */
  count?: number;
  /** Accessible name of the group. Default the catalogue's `kit.rating`. */
  label?: string;
  /** Shows the value without letting it change. Default `false`. */
  readOnly?: boolean;
  /** Form name of the radios. Default a generated id. */
  name?: string;
}

const STAR = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';

/**
 * A 1-to-5 star rating with radio-group semantics on native radios: arrow keys change the value,
 * each star is named by the catalogue ('1 star' ... '5 stars'). Controlled `value={0}` resets it.
 */
export function StarRating({
  value,
  defaultValue = 0,
  onChange,
  count = RATING_STARS,
  label,
  readOnly = false,
  name,
}: StarRatingProps) {
  const [current, setCurrent] = useControllableState({ value, defaultValue, onChange });
  const t = useText();
  const generated = useId();
  const stars = Array.from({ length: count }, (_, i) => i + 1);
  return (
    <div
      role="radiogroup"
      aria-label={label ?? t('kit.rating')}
      aria-readonly={readOnly || undefined}
      className={styles.group}
    >
      {stars.map((n) => (
        <label
          key={n}
          className={styles.star}
          data-filled={n <= current || undefined}
          data-readonly={readOnly || undefined}
        >
          <input
            type="radio"
            className={styles.input}
            name={name ?? generated}
            value={n}
            checked={current === n}
            aria-label={n === 1 ? t('kit.oneStar') : t('kit.stars', { count: n })}
            // A read-only rating stays focusable and readable, but ignores changes.
            onChange={() => {
              if (!readOnly) setCurrent(n);
            }}
          />
          <svg width="28" height="28" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path
              d={STAR}
              fill={n <= current ? 'currentColor' : 'none'}
              stroke="currentColor"
              strokeWidth="1.6"
            />
          </svg>
        </label>
      ))}
    </div>
  );
}
