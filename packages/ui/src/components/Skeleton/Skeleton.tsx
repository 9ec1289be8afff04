import type { CSSProperties } from 'react';
import { useText } from '../../config';
import { visuallyHidden } from '../../utils/a11y.css';
import * as styles from './Skeleton.css';

export type SkeletonShape = (typeof styles.skeletonShapes)[number];

export interface SkeletonProps {
  /** Width of each bar: a number is px, a string any CSS length. Default `'100%'`. */
  width?: number | string;
  /** Height of each bar: a number is px, a string any CSS length. Default `16`. */
  height?: number | string;
  /** How many bars, stacked. Default `1`. */
  rows?: number;
  /** Space between bars, in px (counted in the reserved height). Default `8`. */
  gap?: number;
  /** Width of the last bar when there are several (a paragraph's short last line). Default same as `width`. */
  lastRowWidth?: number | string;
  /** Corner shape: a text line, a block, or a circle (avatar, logo). Default `'text'`. */
  shape?: SkeletonShape;
  /** What screen readers hear while it shows. Default the catalogue's `kit.loading`. */
  label?: string;
}

const length = (value: number | string) => (typeof value === 'number' ? `${value}px` : value);

/**
 * A placeholder that reserves exactly the space of what replaces it (CLS budget): `rows` bars of
 * `width` x `height` with `gap` between them. Hidden from screen readers except one loading status.
 */
export function Skeleton({
  width = '100%',
  height = 16,
  rows = 1,
  gap = 8,
  lastRowWidth,
  shape = 'text',
  label,
}: SkeletonProps) {
  const t = useText();
  const count = Math.max(1, Math.floor(rows));
  return (
    <div className={styles.root} style={{ gap: `${gap}px`, width: length(width) }} data-state="loading">
      <span role="status" className={visuallyHidden}>
        {label ?? t('kit.loading')}
      </span>
      {Array.from({ length: count }, (_, index) => {
        const last = index === count - 1 && count > 1;
        const style: CSSProperties = {
          width: last && lastRowWidth !== undefined ? length(lastRowWidth) : '100%',
          height: length(height),
        };
        // biome-ignore lint/suspicious/noArrayIndexKey: bars are identical and positional
        return <span key={index} aria-hidden="true" className={styles.bar({ shape })} style={style} />;
      })}
    </div>
  );
}
