import { useId, useState } from 'react';
import { ActionBar, ActionLabel } from '../../components/ActionBar';
import { Button } from '../../components/Button';
import { ChannelPicker, type PaymentChannel } from '../../components/ChannelPicker';
import { type DetailRow, DetailRows } from '../../components/DetailRows';
import { NavBar } from '../../components/NavBar';
import { Page } from '../../components/Page';
import { PayCodeBox } from '../../components/PayCodeBox';
import { RepaymentHeader } from '../../components/RepaymentHeader';
import { AsyncScreen } from '../../components/ScreenState';
import { useText } from '../../config';
import { Card, Stack } from '../../layout';
import { NoChannels } from '../RepayScreen/NoChannels';
import * as styles from './RepayPeriodScreen.css';

export interface RepayPeriodDefaultCode {
  /** The default pay code; the box shows only when it is non-empty (spec 2). */
  payCode: string;
  /** The channel's image shown with the code. Default none (a QR is drawn from the code). */
  logo?: string;
  /** Heading of the box (such as 'Pay at any 7-Eleven'). Default the catalogue's `kit.repaymentCode`. */
  title?: string;
}

export interface RepayPeriodScreenProps {
  /** 'loading' while the repayment info is read again (retry), else 'ready'. Default `'ready'`. */
  state?: 'loading' | 'ready';
  /** Amount due in minor units. */
  amount: string | number;
  /** Repayment date. */
  repayDate: string;
  /** Product name. */
  productName: string;
  /** Product logo URL. Default none. */
  productLogo?: string;
  /** Detail rows, collapsed to the first 2 with more/hide (spec 2). Default none. */
  detail?: readonly DetailRow[];
  /** The default pay code box; hidden when absent or its code is empty. Default none. */
  defaultCode?: RepayPeriodDefaultCode | null;
  /** Repayment instructions for the banner, shown only when the server's isShowReyTop is 1. Default none. */
  banner?: string;
  /** The payment channels of the picker. Default none: the screen says so and offers contact and Try again. */
  channels?: readonly PaymentChannel[];
  /** Index of the channel the picker opens with (the container's: the last one used, else the first). Default `-1` (none). */
  initialChannel?: number;
  /** Index of the channel paid with last time, marked 'Last used' in the picker. Default `-1` (none). */
  lastUsed?: number;
  /** A channel was confirmed in the picker: the container asks for its pay URL and goes there. */
  onPay: (channel: PaymentChannel, index: number) => void;
  /** generate-vcode is in flight: 'Payment Method' is locked and shows a spinner. Default `false`. */
  paying?: boolean;
  /**
   * Why the amount is not known (the answer had none): the amount reads as a dash, this message
   * shows, and 'Payment Method' is disabled and described by it, so nothing is paid. Default none.
   */
  amountMissing?: string;
  /** Reads the page's data again (the missing-amount message asks to refresh): a Try again button under it. Default none. */
  onRetry?: () => void;
  /** Opens customer service (the missing-amount message's other way on): a button under it. Default none. */
  onContact?: () => void;
  /** Page title. Default the catalogue's `title.repayPeriod`. */
  title?: string;
  /** Called by the back button; without it there is none. Default none. */
  onBack?: () => void;
}

/**
 * Repayment by period (spec 2, `/banksAction`): the header with date, amount and product, the detail
 * rows collapsed to two, the default pay-code box when there is a code, the instructions banner, and
 * 'Payment Method', which opens the channel picker; confirming a channel pays through it.
 */
export function RepayPeriodScreen({
  state = 'ready',
  amount,
  repayDate,
  productName,
  productLogo,
  detail = [],
  defaultCode,
  banner,
  channels = [],
  initialChannel = -1,
  lastUsed = -1,
  onPay,
  paying = false,
  amountMissing,
  onRetry,
  onContact,
  title,
  onBack,
}: RepayPeriodScreenProps) {
  const t = useText();
  const [pickerOpen, setPickerOpen] = useState(false);
  const [confirmed, setChosen] = useState(-1);
  // Until the borrower confirms one, the picker opens with the container's choice (the last channel used).
  const chosen = confirmed === -1 ? initialChannel : confirmed;
  const missingId = useId();
  const code = defaultCode?.payCode.trim() ? defaultCode : null;
  // No channel: the screen says so and offers contact and Try again; no pay button with nothing to do.
  const noChannel = channels.length === 0 && state !== 'loading';
  return (
    <Page
      navBar={<NavBar title={title ?? t('title.repayPeriod')} onBack={onBack} />}
      actionBar={
        noChannel ? undefined : (
          <ActionBar>
            <Button
              block
              loading={paying}
              disabled={state === 'loading' || channels.length === 0 || Boolean(amountMissing)}
              aria-describedby={amountMissing && state !== 'loading' ? missingId : undefined}
              aria-haspopup="dialog"
              onClick={() => setPickerOpen(true)}
            >
              <ActionLabel
                label={t('repayment.payWithMethod')}
                amount={state === 'loading' || amountMissing ? null : amount}
              />
            </Button>
          </ActionBar>
        )
      }
    >
      {banner ? (
        <section className={styles.banner} aria-label={t('repayment.instructions')}>
          <p className={styles.bannerText}>{banner}</p>
        </section>
      ) : null}
      <AsyncScreen state={state} layout="summary" label={t('repayment.loading')}>
        <Stack>
          <RepaymentHeader
            amount={amount}
            repayDate={repayDate}
            productName={productName}
            productLogo={productLogo}
            amountMissing={amountMissing}
            amountMissingId={missingId}
            amountActions={{ onRetry, onContact }}
          />
          {detail.length ? (
            <Card paddingY="xs">
              <DetailRows rows={detail} collapsible aria-label={t('repayment.details')} />
            </Card>
          ) : null}
          {code ? (
            <PayCodeBox
              code={code.payCode}
              label={code.title || t('kit.repaymentCode')}
              imageSrc={code.logo}
            />
          ) : null}
          {noChannel ? (
            // With a pay code on screen the code is the way to pay: the block says so rather than that
            // nothing can be paid (issue 24 review), and keeps contact and Try again for the online ways.
            <NoChannels
              level={2}
              onRetry={onRetry}
              onContact={onContact}
              title={code ? t('repayment.codeOnly') : undefined}
            />
          ) : null}
        </Stack>
      </AsyncScreen>
      <ChannelPicker
        open={pickerOpen}
        channels={channels}
        value={chosen}
        lastUsed={lastUsed}
        onCancel={() => setPickerOpen(false)}
        onConfirm={(channel, index) => {
          setChosen(index);
          setPickerOpen(false);
          onPay(channel, index);
        }}
      />
    </Page>
  );
}
