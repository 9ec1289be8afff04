import { RepayPeriodScreen } from '@loan/ui';
import { useLoaderData, useRevalidator } from 'react-router-dom';
import { useContactService } from '../app/contact';
import { lastChannelChoice } from '../app/lastChannel';
import { useChannelPayment } from '../app/payment';
import type { loader } from './repayPeriod.data';

/** Repayment by period (`/banksAction`): pick a channel, then its pay URL from generate-vcode (spec 4). */
export function Component() {
  const { ref, info } = useLoaderData<typeof loader>();
  const revalidator = useRevalidator();
  const contact = useContactService();
  const { paying, pay, amountMissing } = useChannelPayment(ref, info.repayAmount);

  const channels = info.repayList.map((c) => ({
    name: c.name,
    logo: c.logo || undefined,
    channelNumber: c.channel_number,
  }));
  // The channel paid with last time is chosen first (docs/decisions/receipt-and-last-channel.md).
  const choice = lastChannelChoice(channels);

  return (
    <RepayPeriodScreen
      state={revalidator.state === 'loading' ? 'loading' : 'ready'}
      amount={info.repayAmount ?? ''}
      repayDate={info.repayDate ?? ''}
      productName={info.productName ?? ''}
      productLogo={info.productLogo || undefined}
      detail={info.detail.map((row) => ({ text: row.text, value: String(row.value) }))}
      defaultCode={
        info.defDetail
          ? {
              payCode: info.defDetail.payCode ?? '',
              logo: info.defDetail.logo || undefined,
              title: info.defDetail.title || undefined,
            }
          : null
      }
      banner={Number(info.isShowReyTop) === 1 ? info.noticeMsg || undefined : undefined}
      channels={channels}
      initialChannel={choice.initial}
      lastUsed={choice.lastUsed}
      onPay={pay}
      paying={paying}
      amountMissing={amountMissing}
      onRetry={() => revalidator.revalidate()}
      onContact={contact}
    />
  );
}
