import { lazy, Suspense, useId } from 'react';
import { useText } from '../../config';
import { Card } from '../../layout';
import { fitChars } from '../../utils/reflow';
import { CopyButton } from '../Copy';
import * as styles from './PayCodeBox.css';

// The QR library is loaded only when a code must be drawn: most pay codes come with an image.
const QrCode = lazy(() => import('../QrCode').then((m) => ({ default: m.QrCode })));

export interface PayCodeBoxProps {
  /** The pay code (server text); copied as is. */
  code: string;
  /** Label above the code. Default the catalogue's `kit.repaymentCode`. */
  label?: string;
  /** A channel image (or a QR image from the server); without it a QR code is drawn from `code`. Default none. */
  imageSrc?: string;
  /** Text alternative of the image. Default `''` (decorative, the code is the content). */
  imageAlt?: string;
  /** Image width in px, reserved before it loads. Default `240`. */
  imageWidth?: number;
  /** Image height in px, reserved before it loads. Default `120`. */
  imageHeight?: number;
  /** Accessible name of the drawn QR code. Default the catalogue's `kit.qrCodeOf` with the label and code. */
  qrLabel?: string;
  /** Side of the drawn QR code in px. Default `176`. */
  qrSize?: number;
  /** A line under the picture, such as scan instructions. Default none. */
  instructions?: string;
  /** Label of the copy button. Default the catalogue's `kit.copy`. */
  copyText?: string;
  /** Called after each copy attempt with whether it worked. Default none. */
  onCopied?: (ok: boolean) => void;
}

/** A pay code with a copy button (toast 'copy success'), plus the channel image or a QR drawn from the code. */
export function PayCodeBox({
  code,
  label: labelProp,
  imageSrc,
  imageAlt = '',
  imageWidth = 240,
  imageHeight = 120,
  qrLabel,
  qrSize = 176,
  instructions,
  copyText,
  onCopied,
}: PayCodeBoxProps) {
  const t = useText();
  const label = labelProp ?? t('kit.repaymentCode');
  const labelId = useId();
  return (
    <Card component="section" space="md" className={styles.root} aria-label={label}>
      <div className={styles.codeRow}>
        <div className={styles.codeText} style={fitChars(code)}>
          <span className={styles.label} id={labelId}>
            {label}
          </span>
          {/* Focusable and named: a code longer than its box scrolls, by keyboard too. */}
          <span
            className={styles.code}
            data-nowrap="code"
            role="group"
            tabIndex={0}
            aria-labelledby={labelId}
          >
            {code}
          </span>
        </div>
        <CopyButton text={code} onCopied={onCopied}>
          {copyText ?? t('kit.copy')}
        </CopyButton>
      </div>
      <div className={styles.picture}>
        {imageSrc ? (
          <img
            className={styles.image}
            src={imageSrc}
            alt={imageAlt}
            width={imageWidth}
            height={imageHeight}
            decoding="async"
          />
        ) : (
          <Suspense
            fallback={<span className={styles.qrPlaceholder} style={{ width: qrSize, height: qrSize }} />}
          >
            <QrCode value={code} label={qrLabel ?? t('kit.qrCodeOf', { label, code })} size={qrSize} />
          </Suspense>
        )}
      </div>
      {instructions ? <p className={styles.instructions}>{instructions}</p> : null}
    </Card>
  );
}
