import * as styles from './LogoTile.css';

export interface LogoTileProps {
  /** Whose logo (a bank's, an app's): its initials fill the tile when there is no image. */
  name: string;
  /** The logo's URL from the server. Default none (the initials tile). */
  src?: string;
  /** Width and height in CSS pixels. Default `40`. */
  size?: number;
}

/**
 * Up to four letters for a name: an acronym as written ('HDFC Bank' -> 'HDFC', 'BDO' -> 'BDO'),
 * else the first letters of the first two words ('Union Bank' -> 'UB'), else its first two letters.
 */
export function initialsOf(name: string): string {
  const [first = '', second] = name.split(/[\s&.,-]+/).filter(Boolean);
  if (/^[A-Z0-9]{2,4}$/.test(first)) return first;
  return (second ? first.charAt(0) + second.charAt(0) : first.slice(0, 2)).toUpperCase();
}

/**
 * A logo tile: the server's logo, or an SVG tile of the name's initials in the brand's colours, so no
 * tile is ever blank. Decoration: the name is always written beside it.
 */
export function LogoTile({ name, src, size = 40 }: LogoTileProps) {
  if (src) return <img className={styles.root} src={src} alt="" width={size} height={size} />;
  const letters = initialsOf(name);
  return (
    <svg
      className={styles.root}
      viewBox="0 0 40 40"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
    >
      <rect className={styles.tile} width="40" height="40" rx="10" />
      <text className={styles.initials} x="20" y="25" textAnchor="middle" fontSize={letters[2] ? 11 : 14}>
        {letters}
      </text>
    </svg>
  );
}
