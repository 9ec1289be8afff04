import { useDates, useText } from '../../config';
import { Card } from '../../layout';
import { fitBox } from '../../utils/reflow.css';
import { LogoTile } from '../LogoTile';
import { Money } from '../Money';
import { UnknownAmount, type UnknownAmountActions } from '../UnknownAmount';
import * as styles from './RepaymentHeader.css';

export interface RepaymentHeaderProps {
  /** Amount due in minor units (shown divided by 100 with 2 decimals; non-numeric text unchanged). */
  amount: string | number;
  /** Repayment date (any form core's `formatDate` reads), shown as YYYY-MM-DD in the provider's zone. */
  repayDate: string | number;
  /** Product name (server text). */
  productName: string;
  /** Product logo URL; drawn at `logoSize` so nothing shifts as it loads. Default none (a tile of the product's initials). */
  productLogo?: string;
  /** Logo width and height in px. Default `40`. */
  logoSize?: number;
  /** A heading above the amount (the rollover page's title). Default none. */
  title?: string;
  /** Label of the amount. Default the catalogue's `kit.repaymentAmount`. */
  amountLabel?: string;
  /** Label of the date. Default the catalogue's `kit.repaymentDate`. */
  dateLabel?: string;
  /** The amount is not known: a dash stands for it and this message says why. Default none. */
  amountMissing?: string;
  /** The id of that message, for the pay button's `aria-describedby`. Default none. */
  amountMissingId?: string;
  /** Try again and Contact customer service under the missing-amount message. Default none. */
  amountActions?: UnknownAmountActions;
}

/** Top of the repayment pages: product, amount due in the brand's money format, and the date. */
export function RepaymentHeader({
  amount,
  repayDate,
  productName,
  productLogo,
  logoSize = 40,
  title,
  amountLabel: amountLabelProp,
  dateLabel,
  amountMissing,
  amountMissingId,
  amountActions,
}: RepaymentHeaderProps) {
  const t = useText();
  const { date } = useDates();
  const amountLabel = amountLabelProp ?? t('kit.repaymentAmount');
  return (
    <Card component="section" aria-label={title ? undefined : amountLabel}>
      <div className={styles.product}>
        {productLogo ? (
          <img
            className={styles.logo}
            src={productLogo}
            alt=""
            width={logoSize}
            height={logoSize}
            decoding="async"
          />
        ) : (
          // No logo from the server: the product's initials, never a blank gap before its name.
          <LogoTile name={productName} size={logoSize} />
        )}
        <span className={styles.productName}>{productName}</span>
      </div>
      {title ? <h2 className={styles.title}>{title}</h2> : null}
      <dl className={`${styles.figures} ${fitBox}`}>
        <div className={styles.amountRow}>
          <dt className={styles.label}>{amountLabel}</dt>
          <dd className={styles.amount}>
            <Money size="hero" amount={amountMissing ? null : amount} />
          </dd>
        </div>
        <div className={styles.dateRow}>
          <dt className={styles.label}>{dateLabel ?? t('kit.repaymentDate')}</dt>
          <dd className={styles.date}>{date(repayDate)}</dd>
        </div>
      </dl>
      {amountMissing ? (
        <UnknownAmount id={amountMissingId} message={amountMissing} {...amountActions} />
      ) : null}
    </Card>
  );
}
