import { useId, useState } from 'react';
import { ActionBar, ActionLabel } from '../../components/ActionBar';
import { Button } from '../../components/Button';
import { ChannelPicker, type PaymentChannel } from '../../components/ChannelPicker';
import type { FailureWays } from '../../components/ErrorBlock';
import { NavBar } from '../../components/NavBar';
import { Page } from '../../components/Page';
import { type PlanItem, PlanList } from '../../components/PlanList';
import { RepaymentHeader } from '../../components/RepaymentHeader';
import { AsyncScreen } from '../../components/ScreenState';
import { useText } from '../../config';
import { Stack } from '../../layout';
import { NoChannels } from '../RepayScreen/NoChannels';
import * as styles from './RepayDelayScreen.css';

export const repayDelayStates = ['loading', 'ready', 'failed'] as const;
export type RepayDelayState = (typeof repayDelayStates)[number];

export interface RepayDelayScreenProps {
  /** 'loading' while the rollover info loads, 'ready', or 'failed' with the server's message. */
  state: RepayDelayState;
  /** The rollover's title (delayInfo.title, server text). Default none. */
  title?: string;
  /** The rollover amount in minor units (delayInfo.delayAmount). */
  amount: string | number;
  /** The next payment date (repayDate), shown as YYYY-MM-DD. */
  nextPaymentDate: string | number;
  /** Product name (server text). */
  productName: string;
  /** Product logo URL. Default none. */
  productLogo?: string;
  /** The plan rows (repayPlan: remark, title, amount, time). Default none. */
  plan?: readonly PlanItem[];
  /** A notice line (noticeMsg, text). Default none. */
  notice?: string;
  /** The payment channels (repayList). Default none: the screen says so and offers contact and Try again. */
  channels?: readonly PaymentChannel[];
  /** Index of the channel the picker opens with (the container's: the last one used, else the first). Default `-1` (none). */
  initialChannel?: number;
  /** Index of the channel paid with last time, marked 'Last used' in the picker. Default `-1` (none). */
  lastUsed?: number;
  /** Called on the picker's Confirm with the chosen channel: the container pays with isDelay=1. */
  onPay: (channel: PaymentChannel, index: number) => void;
  /** generate-vcode is in flight: the Payment Method button is locked. Default `false`. */
  paying?: boolean;
  /**
   * Why the amount is not known (the answer had none): the amount reads as a dash, this message
   * shows, and the Payment Method button is disabled and described by it. Default none.
   */
  amountMissing?: string;
  /** Why the info could not be read (the server's message). Default the catalogue's `kit.tryAgainLater`. */
  failure?: string;
  /** Try loading again. Default none (no retry button). */
  onRetry?: () => void;
  /**
   * The ways on of the failed state, chosen by what failed (issue 24): `{ onContact }` for a refusal a
   * retry cannot change, `{ onLogIn }` for an expired session. Default `{ onRetry }`.
   */
  failureWays?: FailureWays;
  /** Opens customer service (the missing-amount message's other way on): a button under it. Default none. */
  onContact?: () => void;
  /** Page title. Default the catalogue's `title.repayDelay`. */
  pageTitle?: string;
  /** Label of the pay button (the sheet keeps 'Payment Method'). Default the catalogue's `repayment.payRollover`. */
  paymentMethodText?: string;
  /** Called by the back button; without it there is none. Default none. */
  onBack?: () => void;
}

/**
 * Repayment of delay, the rollover (spec 2): the repayment page's layout with the rollover title, its
 * amount, the next payment date and the plan list; 'Payment Method' opens the channel picker and its
 * Confirm pays.
 */
export function RepayDelayScreen({
  state,
  title,
  amount,
  nextPaymentDate,
  productName,
  productLogo,
  plan = [],
  notice,
  channels = [],
  initialChannel = -1,
  lastUsed = -1,
  onPay,
  paying = false,
  amountMissing,
  failure,
  onRetry,
  failureWays,
  onContact,
  pageTitle,
  paymentMethodText,
  onBack,
}: RepayDelayScreenProps) {
  const t = useText();
  const methodText = paymentMethodText ?? t('repayment.payRollover');
  const [pickerOpen, setPickerOpen] = useState(false);
  const [confirmed, setChosen] = useState(-1);
  // Until the borrower confirms one, the picker opens with the container's choice (the last channel used).
  const chosen = confirmed === -1 ? initialChannel : confirmed;
  const missingId = useId();
  return (
    <Page
      navBar={<NavBar title={pageTitle ?? t('title.repayDelay')} onBack={onBack} />}
      actionBar={
        state === 'ready' && channels.length ? (
          <ActionBar>
            <Button
              block
              loading={paying}
              disabled={channels.length === 0 || Boolean(amountMissing)}
              aria-describedby={amountMissing ? missingId : undefined}
              onClick={() => setPickerOpen(true)}
            >
              <ActionLabel label={methodText} amount={amountMissing ? null : amount} />
            </Button>
          </ActionBar>
        ) : undefined
      }
    >
      <AsyncScreen
        state={state}
        layout="summary"
        label={t('repayment.loadingRollover')}
        failure={{ description: failure || t('kit.tryAgainLater'), ...(failureWays ?? { onRetry }) }}
      >
        <Stack>
          <RepaymentHeader
            title={title || undefined}
            amount={amount}
            repayDate={nextPaymentDate}
            productName={productName}
            productLogo={productLogo}
            amountLabel={t('repayment.rolloverAmount')}
            dateLabel={t('repayment.nextPaymentDate')}
            amountMissing={amountMissing}
            amountMissingId={missingId}
            amountActions={{ onRetry, onContact }}
          />
          {notice ? <p className={styles.notice}>{notice}</p> : null}
          {plan.length ? <PlanList items={plan} title={t('kit.repaymentPlan')} /> : null}
          {channels.length ? null : <NoChannels level={2} onRetry={onRetry} onContact={onContact} />}
        </Stack>
        <ChannelPicker
          open={pickerOpen}
          channels={channels}
          value={chosen}
          lastUsed={lastUsed}
          title={t('repay.paymentMethod')}
          onCancel={() => setPickerOpen(false)}
          onConfirm={(channel, index) => {
            setChosen(index);
            setPickerOpen(false);
            onPay(channel, index);
          }}
        />
      </AsyncScreen>
    </Page>
  );
}
