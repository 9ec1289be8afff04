import { useId, useState } from 'react';
import { ActionBar, ActionLabel } from '../../components/ActionBar';
import { Button } from '../../components/Button';
import { ChannelLogo, ChannelPicker, type PaymentChannel } from '../../components/ChannelPicker';
import { type DetailRow, DetailRows } from '../../components/DetailRows';
import { NavBar } from '../../components/NavBar';
import { Page } from '../../components/Page';
import { RepaymentHeader } from '../../components/RepaymentHeader';
import { AsyncScreen } from '../../components/ScreenState';
import { useText } from '../../config';
import { Card, Stack } from '../../layout';
import { NoChannels } from './NoChannels';
import * as styles from './RepayScreen.css';

export interface RepayScreenProps {
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
  /** A notice from the server under the channel choice (noticeMsg). Default none. */
  notice?: string;
  /** The payment channels (repayList). Default none. */
  channels?: readonly PaymentChannel[];
  /** Index of the chosen channel; `-1` is none. The container starts it at the channel paid with last time. */
  channelIndex: number;
  /** Index of the channel paid with last time, marked 'Last used' in the picker. Default `-1` (none). */
  lastUsed?: number;
  /** A channel was confirmed in the picker. */
  onChannelChange: (index: number) => void;
  /**
   * Payment pressed with a channel chosen: the container asks generate-vcode for its pay URL and goes there.
   * Until a channel is chosen Payment is disabled, described by a line under the channel row that says so.
   */
  onPay: (channel: PaymentChannel, index: number) => void;
  /** generate-vcode is in flight: Payment is locked and shows a spinner. Default `false`. */
  paying?: boolean;
  /**
   * Why the amount is not known (the answer had none): the amount reads as a dash, this message
   * shows, and Payment is disabled and described by it, so nothing is paid. Default none.
   */
  amountMissing?: string;
  /**
   * Reads the page's data again: a Try again button under the missing-amount message, and beside
   * contact when there is no channel. Default none.
   */
  onRetry?: () => void;
  /** Opens customer service: the way on for a missing amount and for no channel. Default none. */
  onContact?: () => void;
  /** Page title. Default the catalogue's `repayment.repayTitle`. */
  title?: string;
  /** Called by the back button; without it there is none. Default none. */
  onBack?: () => void;
}

/**
 * Repay (spec 2, 4, `/starGesture`): the header with date, amount and product, the detail rows
 * collapsed to two, the chosen payment channel (the picker opens from it), then Payment, which pays
 * through the chosen channel. Until a channel is chosen Payment is disabled and the line under the channel
 * row says why (issue 24 review: a pay button that looked live with nothing to pay through).
 */
export function RepayScreen({
  state = 'ready',
  amount,
  repayDate,
  productName,
  productLogo,
  detail = [],
  notice,
  channels = [],
  channelIndex,
  lastUsed = -1,
  onChannelChange,
  onPay,
  paying = false,
  amountMissing,
  onRetry,
  onContact,
  title,
  onBack,
}: RepayScreenProps) {
  const t = useText();
  const [pickerOpen, setPickerOpen] = useState(false);
  const headingId = useId();
  const missingId = useId();
  const chooseId = useId();
  const channel = channelIndex >= 0 ? channels[channelIndex] : undefined;
  const loading = state === 'loading';
  // No channel: the section says so and offers contact and Try again; no pay button with nothing to do.
  const noChannel = channels.length === 0 && !loading;
  // Channels to choose from, none chosen yet: Payment waits, and says what it waits for.
  const awaitingChannel = !loading && !noChannel && !channel && !amountMissing;
  const describedBy = amountMissing && !loading ? missingId : awaitingChannel ? chooseId : undefined;
  return (
    <Page
      navBar={<NavBar title={title ?? t('repayment.repayTitle')} onBack={onBack} />}
      actionBar={
        noChannel ? undefined : (
          <ActionBar>
            <Button
              block
              loading={paying}
              disabled={loading || channels.length === 0 || !channel || Boolean(amountMissing)}
              aria-describedby={describedBy}
              onClick={() => {
                if (channel) onPay(channel, channelIndex);
              }}
            >
              <ActionLabel label={t('repayment.payment')} amount={loading || amountMissing ? null : amount} />
            </Button>
          </ActionBar>
        )
      }
    >
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
          <section aria-labelledby={headingId}>
            <h2 id={headingId} className={styles.sectionTitle}>
              {t('repayment.channelHeading')}
            </h2>
            {channels.length ? (
              <button
                type="button"
                className={styles.channelRow}
                aria-haspopup="dialog"
                disabled={paying}
                onClick={() => setPickerOpen(true)}
              >
                <span className={styles.channelName}>
                  {channel ? <ChannelLogo name={channel.name} logo={channel.logo} /> : null}
                  {channel ? (
                    channel.name
                  ) : (
                    <span className={styles.placeholder}>{t('repayment.chooseChannel')}</span>
                  )}
                </span>
                <span className={styles.change} aria-hidden="true">
                  ›
                </span>
              </button>
            ) : (
              <NoChannels onRetry={onRetry} onContact={onContact} />
            )}
            {awaitingChannel ? (
              <p id={chooseId} className={styles.chooseHint}>
                {t('repayment.chooseChannelFirst')}
              </p>
            ) : null}
          </section>
          {notice ? <p className={styles.notice}>{notice}</p> : null}
        </Stack>
      </AsyncScreen>
      <ChannelPicker
        open={pickerOpen}
        channels={channels}
        value={channelIndex}
        lastUsed={lastUsed}
        onCancel={() => setPickerOpen(false)}
        onConfirm={(_channel, index) => {
          setPickerOpen(false);
          onChannelChange(index);
        }}
      />
    </Page>
  );
}
