import { lazy, Suspense } from 'react';
import { NavBar } from '../../components/NavBar';
import { Page } from '../../components/Page';
import { PayCodeCard } from '../../components/PayCodeBox';
import { useText } from '../../config';
import { Card, Stack } from '../../layout';
import { PaymentReceipt, type ReceiptSaveState } from '../RepaymentCodeScreen/PaymentReceipt';
import * as styles from './RepaymentCode2Screen.css';

// The QR encoder is 8 KB: it comes after the first paint, in its own chunk, as on the code page.
const QrCode = lazy(() => import('../../components/QrCode').then((m) => ({ default: m.QrCode })));
const QR_SIZE = 160;

export interface PayNoticeGroup {
  /** The channel's name, such as '7-Eleven'. */
  name: string;
  /** Its steps, in order. */
  steps: readonly string[];
}

export interface RepaymentCode2ScreenProps {
  /** The channel's or lender's logo. Default none. */
  logo?: string;
  /** Heading over the code, such as 'Pay at any 7-Eleven'. Default the catalogue's `kit.repaymentCode`. */
  title?: string;
  /** The code to pay with: the pay code, or the contract number when there is none (spec 2). */
  code: string;
  /** What the code is. Default the catalogue's `repayment.payCode`. */
  codeLabel?: string;
  /** Total payment in minor units. */
  amount: string | number;
  /** Why the amount is not known (the link or the answer had none): a dash and this message stand for it. Default none. */
  amountMissing?: string;
  /** Reads the page's data again (the missing-amount message asks to refresh): a Try again button under it. Default none. */
  onRetry?: () => void;
  /** Opens customer service (the missing-amount message's other way on): a button under it. Default none. */
  onContact?: () => void;
  /** Where to pay, for the receipt (the code's channel title, server text). Default none (no row). */
  channel?: string;
  /** The due date for the receipt (the answer's repayDate, formatted by the container). Default none (no row). */
  dueDate?: string;
  /** Save QR pressed: the container keeps a QR of the code as an image; the QR is shown above it. Without it there is no Save QR and no QR. Default none. */
  onSaveQr?: () => void;
  /** Save QR's state. Default `'idle'`. */
  saveState?: ReceiptSaveState;
  /** Share code pressed: the container shares the code, or copies it. Without it there is none. Default none. */
  onShare?: () => void;
  /** Whether the device can share (Web Share); else only the card's Copy stays. Default `true`. */
  canShare?: boolean;
  /** The notice steps, one group per channel. Default none. */
  groups?: readonly PayNoticeGroup[];
  /** A link to the payment instructions page, the query string carried. Default none. */
  instructionsHref?: string;
  /** Page title. Default the catalogue's `title.repaymentCode2`. */
  pageTitle?: string;
  /** Called by the back button; without it there is none. Default none. */
  onBack?: () => void;
}

/**
 * Repayment code page 2 (spec 2): logo, the code with copy, the total payment, the receipt (issue 24:
 * reference, amount, channel, due date, the QR that Save QR keeps, Save QR and Share code), the steps by
 * channel and a row to the other ways to repay.
 */
export function RepaymentCode2Screen({
  logo,
  title,
  code,
  codeLabel,
  amount,
  amountMissing,
  onRetry,
  onContact,
  channel,
  dueDate,
  onSaveQr,
  saveState,
  onShare,
  canShare,
  groups = [],
  instructionsHref,
  pageTitle,
  onBack,
}: RepaymentCode2ScreenProps) {
  const t = useText();
  return (
    <Page navBar={<NavBar title={pageTitle ?? t('title.repaymentCode2')} onBack={onBack} />}>
      <Stack>
        <PayCodeCard
          logo={logo}
          title={title ?? t('kit.repaymentCode')}
          code={code}
          codeLabel={codeLabel ?? t('repayment.payCode')}
          amount={amount}
          amountLabel={t('repayment.totalPayment')}
          amountMissing={amountMissing}
          amountActions={{ onRetry, onContact }}
        >
          {/* What Save QR keeps is this QR of the code with the receipt's lines (keepCode): the borrower
              sees it before saving it (issue 24 review: Save QR with no QR on the page). */}
          {code && onSaveQr ? (
            <span className={styles.qr}>
              <Suspense fallback={<span className={styles.qrPlaceholder} />}>
                <QrCode value={code} label={t('repayment.qrCode')} size={QR_SIZE} />
              </Suspense>
            </span>
          ) : null}
          <PaymentReceipt
            channel={channel}
            dueDate={dueDate}
            onSaveQr={code ? onSaveQr : undefined}
            saveState={saveState}
            // The card has Copy: Share code only where the device can share (its copy would repeat Copy).
            onShare={code && canShare !== false ? onShare : undefined}
            canShare={canShare}
          />
        </PayCodeCard>
        {groups.map((group) => (
          <Card
            component="section"
            key={group.name}
            space="xs"
            aria-label={t('repayment.howToPayAt', { name: group.name })}
          >
            <h2 className={styles.groupTitle}>{group.name}</h2>
            <ol className={styles.steps}>
              {group.steps.map((step, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a step list is static and never reordered
                <li key={index}>{step}</li>
              ))}
            </ol>
          </Card>
        ))}
        {/* The way on to the other channels, a row as a list's (issue 24 review: a bold link floating alone). */}
        {instructionsHref ? (
          <Card
            component="a"
            flexDirection="row"
            alignItems="center"
            justifyContent="space-between"
            paddingY="sm"
            className={styles.moreWays}
            href={instructionsHref}
          >
            {t('repayment.moreWays')}
            <svg
              className={styles.chevron}
              viewBox="0 0 24 24"
              width="20"
              height="20"
              aria-hidden="true"
              focusable="false"
            >
              <path fill="currentColor" d="m9.3 5.3-1.4 1.4 5.3 5.3-5.3 5.3 1.4 1.4 6.7-6.7z" />
            </svg>
          </Card>
        ) : null}
      </Stack>
    </Page>
  );
}
