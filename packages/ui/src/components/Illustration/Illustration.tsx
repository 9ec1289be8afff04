import * as styles from './Illustration.css';

export const illustrations = ['success', 'pending', 'error', 'info', 'empty', 'offline'] as const;
export type IllustrationName = (typeof illustrations)[number];

export interface IllustrationProps {
  /** Which picture: a status (success, pending, error, info) or a situation (empty, offline). */
  name: IllustrationName;
  /** Width and height in CSS pixels. Default `96`. */
  size?: number;
  /** Extra class on the svg. Default none. */
  className?: string;
}

// Status marks, drawn in the surface colour on the disc (centre 48,50; disc radius 26).
const marks: Partial<Record<IllustrationName, string>> = {
  success: 'm36 51 4-4 6 6 12-12 4 4-16 16z',
  pending: 'M45 36h6v13l9 6-3 5-12-8z',
  error: 'M45 35h6v20h-6zm0 24h6v6h-6z',
  info: 'M45 35h6v6h-6zm0 10h6v20h-6z',
};

// Situations drawn in the status colour on the halo: an open tray for empty, a cut signal for offline.
const scenes: Partial<Record<IllustrationName, string>> = {
  empty: 'M26 46h14l3 6h10l3-6h14v20H26zm6-14h32l6 14H26z',
  offline:
    'M48 68a5 5 0 1 0 0-10 5 5 0 0 0 0 10zm-12-15 5 5a10 10 0 0 1 14 0l5-5a17 17 0 0 0-24 0zm-9-9 5 5a23 23 0 0 1 32 0l5-5a30 30 0 0 0-42 0zm2-14 3-3 36 40-3 3z',
};

/**
 * A status or situation picture for a whole block (Result, EmptyBlock, ErrorBlock): a halo in the brand's
 * soft colour, sparkles in the brand's colour, a disc or a scene in the status colour. Decoration only:
 * the block's heading says what it shows.
 */
export function Illustration({ name, size = 96, className }: IllustrationProps) {
  const mark = marks[name];
  return (
    <svg
      className={className ? `${styles.root} ${className}` : styles.root}
      data-name={name}
      viewBox="0 0 96 96"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
    >
      <circle className={styles.halo} cx="48" cy="50" r="42" />
      <path className={styles.accent} d="M80 10v10m-5-5h10M14 74v8m-4-4h8" />
      {mark ? <circle className={styles.disc} cx="48" cy="50" r="26" /> : null}
      <path className={mark ? styles.mark : styles.disc} d={mark ?? scenes[name]} />
    </svg>
  );
}
