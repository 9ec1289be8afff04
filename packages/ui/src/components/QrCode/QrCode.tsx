import { useMemo } from 'react';
import * as styles from './QrCode.css';
import { type QrErrorLevel, qrPath } from './qrPath';

export interface QrCodeProps {
  /** The text to encode (a pay code, a URL). */
  value: string;
  /** What the code is, for screen readers (such as 'QR code of repayment code 7720 4411'). */
  label: string;
  /** Width and height in px. Default `176`. */
  size?: number;
  /** Error correction level: higher survives more damage but is denser. Default `'M'`. */
  level?: QrErrorLevel;
  /** Light border around the code, in modules (scanners need 4). Default `4`. */
  quietZone?: number;
}

/** A QR code drawn as SVG from a string (qrcode-generator), for when no QR image is given. */
export function QrCode({ value, label, size = 176, level = 'M', quietZone = 4 }: QrCodeProps) {
  const { modules, d } = useMemo(() => qrPath(value, level, quietZone), [value, level, quietZone]);
  const extent = modules + quietZone * 2;
  return (
    <svg
      className={styles.root}
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${extent} ${extent}`}
      shapeRendering="crispEdges"
    >
      <rect className={styles.light} width={extent} height={extent} />
      <path className={styles.dark} d={d} />
    </svg>
  );
}
