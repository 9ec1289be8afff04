import type { MessageKey } from '@loan/core';
import { useId } from 'react';
import { AmountCard } from '../../components/Money/AmountCard';
import { NavBar } from '../../components/NavBar';
import { Page } from '../../components/Page';
import { PayCodeCard } from '../../components/PayCodeBox';
import { QrCode } from '../../components/QrCode';
import { useText } from '../../config';
import { Card, Stack } from '../../layout';
import { PaymentReceipt, type ReceiptSaveState } from './PaymentReceipt';
import * as styles from './RepaymentCodeScreen.css';

/** What the borrower does with the QR (other show types, spec 2). */
const scanSteps = [
  'repayment.scanStep1',
  'repayment.scanStep2',
  'repayment.scanStep3',
] as const satisfies readonly MessageKey[];

/** What the borrower does with the code (show type 1): the lower half of the page. */
const codeSteps = [
  'repayment.codeStep1',
  'repayment.codeStep2',
  'repayment.codeStep3',
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
  /** Where to pay, for the receipt (server text). Default none (no row). */
  channel?: string;
  /** The due date for the receipt, as the borrower reads it (the container formats it). Default none (no row). */
  dueDate?: string;
  /** Save QR pressed (QR types): the container keeps the QR as an image. Without it there is no Save QR. Default none. */
  onSaveQr?: () => void;
  /** Save QR's state. Default `'idle'`. */
  saveState?: ReceiptSaveState;
  /** Share code pressed: the container shares the code, or copies it. Without it (or a code) there is none. Default none. */
  onShare?: () => void;
  /** Whether the device can share (Web Share); else a QR page's button copies and the code's card keeps its Copy alone. Default `true`. */
  canShare?: boolean;
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
  channel,
  dueDate,
  onSaveQr,
  saveState,
  onShare,
  canShare,
  title,
  onBack,
}: RepaymentCodeScreenProps) {
  const t = useText();
  const qrHeading = useId();
  const stepsHeading = useId();
  const code = payCode.trim();
  return (
    <Page navBar={<NavBar title={title ?? t('title.repaymentCode')} onBack={onBack} />}>
      <Stack>
        {showType.trim() === '1' ? (
          <>
            {/* The code is the hero, as on repayment code page 2: one card with its copy, the amount and the receipt. */}
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
              {/* The card has Copy: Share code only where the device can share (its copy would repeat Copy). */}
              <PaymentReceipt
                channel={channel}
                dueDate={dueDate}
                onShare={canShare === false ? undefined : onShare}
                canShare={canShare}
              />
            </PayCodeCard>
            {/* The lower half: what to do with the code. */}
            <Card component="section" aria-labelledby={stepsHeading}>
              <h2 id={stepsHeading} className={styles.heading}>
                {t('repayment.howToPay')}
              </h2>
              <ol className={styles.steps}>
                {codeSteps.map((step) => (
                  <li key={step}>{t(step)}</li>
                ))}
              </ol>
            </Card>
          </>
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
              <PaymentReceipt
                reference={code || undefined}
                referenceLabel={t('kit.repaymentCode')}
                channel={channel}
                dueDate={dueDate}
                onSaveQr={onSaveQr}
                saveState={saveState}
                onShare={code ? onShare : undefined}
                canShare={canShare}
              />
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
