import * as styles from './UnknownAmount.css';

export interface UnknownAmountProps {
  /** Why no amount shows and paying waits (the catalogue's 'money.amountUnknown'). */
  message: string;
  /** The id a disabled pay button points at with `aria-describedby`. Default none. */
  id?: string;
}

/** What stands in for an amount the server did not send: money is never invented (issue 13). */
export function UnknownAmount({ message, id }: UnknownAmountProps) {
  return (
    <p id={id} className={styles.root}>
      {message}
    </p>
  );
}

/** The amount line's text while the amount is unknown: a dash, never `₱undefined` or `NaN`. */
export function AmountDash() {
  return <span className={styles.dash}>—</span>;
}
