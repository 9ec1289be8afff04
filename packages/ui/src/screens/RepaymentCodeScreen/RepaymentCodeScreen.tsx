import { useId } from 'react';
import { NavBar } from '../../components/NavBar';
import { Page } from '../../components/Page';
import { PayCodeBox } from '../../components/PayCodeBox';
import { QrCode } from '../../components/QrCode';
import { AmountDash, UnknownAmount } from '../../components/UnknownAmount';
import { useMoney } from '../../config';
import * as styles from './RepaymentCodeScreen.css';

/** What the borrower does with the QR (other show types, spec 2). */
export const scanSteps = [
  'Open your e-wallet or banking app.',
  'Choose Scan QR and scan the code above.',
  'Check the amount and confirm the payment.',
] as const;

export interface RepaymentCodeScreenProps {
  /** The link's showType: `'1'` shows the code with copy and the channel image, any other value a QR. */
  showType: string;
  /** The pay code (copied as is; the QR is drawn from it when no QR image is given). Default `''`. */
  payCode?: string;
  /** The link's image: the channel image for type 1, the QR image for the others. Default none. */
  payCodeImg?: string;
  /** Amount to pay in minor units. */
  amount: string | number;
  /** Why the amount is not known (the link or the answer had none): a dash and this message stand for it. Default none. */
  amountMissing?: string;
  /** Page title. Default `'Repayment code'`. */
  title?: string;
  /** Called by the back button; without it there is none. Default none. */
  onBack?: () => void;
}

/**
 * Repayment code (spec 2, `/repaymentOfCode`): the amount with its currency; type 1 shows the code
 * with copy ('copy success') and the channel image, other types a QR code with scan instructions.
 */
export function RepaymentCodeScreen({
  showType,
  payCode = '',
  payCodeImg,
  amount,
  amountMissing,
  title = 'Repayment code',
  onBack,
}: RepaymentCodeScreenProps) {
  const money = useMoney();
  const qrHeading = useId();
  const code = payCode.trim();
  return (
    <Page navBar={<NavBar title={title} onBack={onBack} />}>
      <div className={styles.stack}>
        <section className={styles.summary} aria-label="Amount to pay">
          <p className={styles.amountLabel}>Amount to pay</p>
          <p className={styles.amount}>{amountMissing ? <AmountDash /> : money(amount)}</p>
          {amountMissing ? <UnknownAmount message={amountMissing} /> : null}
        </section>
        {showType.trim() === '1' ? (
          <PayCodeBox
            code={code}
            label="Repayment code"
            imageSrc={payCodeImg || undefined}
            imageAlt={payCodeImg ? 'Payment channel' : ''}
          />
        ) : (
          <section className={styles.card} aria-labelledby={qrHeading}>
            <h2 id={qrHeading} className={styles.heading}>
              Scan to pay
            </h2>
            {payCodeImg ? (
              <img
                className={styles.qrImage}
                src={payCodeImg}
                alt="QR code to pay"
                width={176}
                height={176}
                decoding="async"
              />
            ) : (
              <QrCode value={code} label="QR code to pay" />
            )}
            <ol className={styles.steps} aria-label="How to pay">
              {scanSteps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </section>
        )}
      </div>
    </Page>
  );
}
