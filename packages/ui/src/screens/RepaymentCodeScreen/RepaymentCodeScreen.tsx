import type { MessageKey } from '@loan/core';
import { useId } from 'react';
import { AmountCard } from '../../components/Money/AmountCard';
import { NavBar } from '../../components/NavBar';
import { Page } from '../../components/Page';
import { PayCodeCard } from '../../components/PayCodeBox';
import { QrCode } from '../../components/QrCode';
import { useText } from '../../config';
import { Card, Stack } from '../../layout';
import * as styles from './RepaymentCodeScreen.css';

/** What the borrower does with the QR (other show types, spec 2). */
const scanSteps = [
  'repayment.scanStep1',
  'repayment.scanStep2',
  'repayment.scanStep3',
] as const satisfies readonly MessageKey[];

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
  /** Opens customer service (the amount rides in the link, so contact is the way on): a button under it. Default none. */
  onContact?: () => void;
  /** Page title. Default the catalogue's `title.repaymentCode`. */
  title?: string;
  /** Called by the back button; without it there is none. Default none. */
  onBack?: () => void;
}

/**
 * Repayment code (spec 2, `/repaymentOfCode`): type 1 shows the code as the hero with copy ('copy
 * success'), the amount to pay and the channel image; other types the amount and a QR code with scan
 * instructions.
 */
export function RepaymentCodeScreen({
  showType,
  payCode = '',
  payCodeImg,
  amount,
  amountMissing,
  onContact,
  title,
  onBack,
}: RepaymentCodeScreenProps) {
  const t = useText();
  const qrHeading = useId();
  const code = payCode.trim();
  return (
    <Page navBar={<NavBar title={title ?? t('title.repaymentCode')} onBack={onBack} />}>
      <Stack>
        {showType.trim() === '1' ? (
          // The code is the hero, as on repayment code page 2: one card with its copy and the amount.
          <PayCodeCard
            code={code}
            codeLabel={t('kit.repaymentCode')}
            amount={amount}
            amountLabel={t('repayment.amountToPay')}
            amountMissing={amountMissing}
            amountActions={{ onContact }}
          >
            {payCodeImg ? (
              <img
                className={styles.channelImage}
                src={payCodeImg}
                alt={t('repayment.channelImage')}
                width={240}
                height={120}
                decoding="async"
              />
            ) : null}
          </PayCodeCard>
        ) : (
          <>
            <AmountCard
              label={t('repayment.amountToPay')}
              amount={amount}
              amountMissing={amountMissing}
              amountActions={{ onContact }}
            />
            <Card component="section" alignItems="center" aria-labelledby={qrHeading}>
              <h2 id={qrHeading} className={styles.heading}>
                {t('repayment.scanToPay')}
              </h2>
              {payCodeImg ? (
                <img
                  className={styles.qrImage}
                  src={payCodeImg}
                  alt={t('repayment.qrCode')}
                  width={176}
                  height={176}
                  decoding="async"
                />
              ) : (
                <QrCode value={code} label={t('repayment.qrCode')} />
              )}
              <ol className={styles.steps} aria-label={t('repayment.howToPay')}>
                {scanSteps.map((step) => (
                  <li key={step}>{t(step)}</li>
                ))}
              </ol>
            </Card>
          </>
        )}
      </Stack>
    </Page>
  );
}
