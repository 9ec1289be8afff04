import { useText } from '../../config';
import { Button } from '../Button';
import * as styles from './UnknownAmount.css';

export interface UnknownAmountProps {
  /** Why no amount shows and paying waits (the catalogue's 'money.amountUnknown'). */
  message: string;
  /** The id of the message, for a disabled pay button's `aria-describedby`. Default none. */
  id?: string;
  /** Reads the amount again (the message asks the borrower to refresh): a Try again button. Default none. */
  onRetry?: () => void;
  /** The read is in flight: Try again shows a spinner and ignores presses. Default `false`. */
  retrying?: boolean;
  /** Opens customer service (the message's other way on): a Contact customer service button. Default none. */
  onContact?: () => void;
}

/** The ways on a part that holds an amount passes to its UnknownAmount. */
export type UnknownAmountActions = Pick<UnknownAmountProps, 'onRetry' | 'retrying' | 'onContact'>;

/**
 * What stands in for an amount the server did not send: money is never invented (issue 13). The
 * message asks to refresh or contact customer service, so both are buttons here (a webview has no
 * reload button; issue 23).
 */
export function UnknownAmount({ message, id, onRetry, retrying = false, onContact }: UnknownAmountProps) {
  const t = useText();
  return (
    <div className={styles.block}>
      <p id={id} className={styles.root}>
        {message}
      </p>
      {onRetry || onContact ? (
        <div className={styles.actions}>
          {onRetry ? (
            <Button variant="secondary" loading={retrying} onClick={onRetry}>
              {t('common.retry')}
            </Button>
          ) : null}
          {onContact ? (
            <Button variant="secondary" onClick={onContact}>
              {t('kit.contactService')}
            </Button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

/** The amount line's text while the amount is unknown: a dash, never `₱undefined` or `NaN`. */
export function AmountDash() {
  return <span className={styles.dash}>—</span>;
}
