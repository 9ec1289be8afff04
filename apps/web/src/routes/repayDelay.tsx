import { RepayDelayScreen } from '@loan/ui';
import { useLoaderData, useRevalidator } from 'react-router-dom';
import { useContactService } from '../app/contact';
import { lastChannelChoice } from '../app/lastChannel';
import { useChannelPayment } from '../app/payment';
import type { loader } from './repayDelay.data';

/** Repayment of delay, the rollover (spec 2, 7): pay the delay amount through generate-vcode with isDelay=1. */
export function Component() {
  const data = useLoaderData<typeof loader>();
  const revalidator = useRevalidator();
  const contact = useContactService();
  const info = data.info.ok ? data.info.info : undefined;
  const amount = info?.delayInfo?.delayAmount;
  const { paying, pay, amountMissing } = useChannelPayment(
    { productId: data.productId, orderId: data.orderId },
    amount,
    { rollover: true },
  );

  const channels = (info?.repayList ?? []).map((c) => ({
    name: c.name,
    logo: c.logo ?? undefined,
    channelNumber: c.channel_number,
  }));
  // The channel paid with last time is chosen first (docs/decisions/receipt-and-last-channel.md).
  const choice = lastChannelChoice(channels);

  return (
    <RepayDelayScreen
      state={revalidator.state === 'loading' ? 'loading' : info ? 'ready' : 'failed'}
      title={info?.delayInfo?.title ?? undefined}
      amount={amount ?? ''}
      nextPaymentDate={info?.repayDate ?? ''}
      productName={info?.productName ?? ''}
      productLogo={info?.productLogo ?? undefined}
      plan={(info?.repayPlan ?? []).map((row) => ({
        title: row.title,
        remark: row.remark ?? undefined,
        amount: row.amount,
        time: row.time ?? '',
      }))}
      notice={info?.noticeMsg ?? undefined}
      channels={channels}
      initialChannel={choice.initial}
      lastUsed={choice.lastUsed}
      onPay={pay}
      paying={paying}
      amountMissing={amountMissing}
      failure={data.info.ok ? undefined : data.info.failure}
      onRetry={() => revalidator.revalidate()}
      // The server refused (a business code, serverFailureAsData): a retry cannot change it; a person can.
      failureWays={data.info.ok ? undefined : { onContact: contact }}
      onContact={contact}
    />
  );
}
