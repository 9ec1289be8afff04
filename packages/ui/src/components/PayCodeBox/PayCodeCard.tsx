import { type ReactNode, useId } from 'react';
import { useText } from '../../config';
import { Card } from '../../layout';
import { fitChars } from '../../utils/reflow';
import { fitBox } from '../../utils/reflow.css';
import { CopyButton } from '../Copy';
import { Money } from '../Money';
import { UnknownAmount, type UnknownAmountActions } from '../UnknownAmount';
import * as styles from './PayCodeCard.css';

export interface PayCodeCardProps {
  /** The code to pay with (server text); the card's hero, copied as is. */
  code: string;
  /** What the code is, such as 'Repayment code' or 'Reference number'. */
  codeLabel: string;
  /** A heading over the code, such as 'Pay at any 7-Eleven'. Default none (the code label names the card). */
  title?: string;
  /** A small logo over the heading (decorative). Default none. */
  logo?: string;
  /** The amount to pay in minor units. */
  amount: string | number;
  /** What the amount is, such as 'Amount to pay'. */
  amountLabel: string;
  /** Why the amount is not known: a dash stands for it and this message says why. Default none. */
  amountMissing?: string;
  /** The id of that message, for a pay button's `aria-describedby`. Default none. */
  amountMissingId?: string;
  /** Try again and Contact customer service under the missing-amount message. Default none. */
  amountActions?: UnknownAmountActions;
  /** Called after each copy attempt with whether it worked. Default none. */
  onCopied?: (ok: boolean) => void;
  /** What follows the amount inside the card, such as the channel's picture. Default none. */
  children?: ReactNode;
}

/**
 * A code to pay with as the hero of its card (repayment code page 2's finish, issue 17): the code large
 * on one line with one copy action, then the amount to pay, large, in the brand's money.
 */
export function PayCodeCard({
  code,
  codeLabel,
  title,
  logo,
  amount,
  amountLabel,
  amountMissing,
  amountMissingId,
  amountActions,
  onCopied,
  children,
}: PayCodeCardProps) {
  const t = useText();
  const titleId = useId();
  const labelId = useId();
  return (
    <Card
      component="section"
      alignItems="center"
      space="xs"
      className={`${styles.card} ${fitBox}`}
      aria-labelledby={title ? titleId : labelId}
    >
      {logo ? <img className={styles.logo} src={logo} alt="" width={48} height={48} /> : null}
      {title ? (
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
      ) : null}
      <p id={labelId} className={styles.label}>
        {codeLabel}
      </p>
      {/* Focusable and named: a code longer than the card scrolls, by keyboard too. */}
      <p
        className={styles.code}
        data-nowrap="code"
        role="group"
        tabIndex={0}
        aria-labelledby={labelId}
        style={fitChars(code)}
      >
        {code}
      </p>
      <CopyButton text={code} onCopied={onCopied}>
        {t('kit.copy')}
      </CopyButton>
      <dl className={styles.total}>
        <dt className={styles.label}>{amountLabel}</dt>
        <dd className={styles.amount}>
          <Money size="hero" amount={amountMissing ? null : amount} />
        </dd>
      </dl>
      {amountMissing ? (
        <UnknownAmount id={amountMissingId} message={amountMissing} {...amountActions} />
      ) : null}
      {children}
    </Card>
  );
}
