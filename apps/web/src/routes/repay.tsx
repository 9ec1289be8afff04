import { RepayScreen } from '@loan/ui';
import { useMemo, useState } from 'react';
import { useLoaderData, useRevalidator } from 'react-router-dom';
import { useContactService } from '../app/contact';
import { lastChannelChoice } from '../app/lastChannel';
import { useChannelPayment } from '../app/payment';
import type { loader } from './repay.data';

/** Repay (`/starGesture`): choose a channel, then Payment goes to its pay URL from generate-vcode (spec 4). */
export function Component() {
  const { ref, info } = useLoaderData<typeof loader>();
  const revalidator = useRevalidator();
  const contact = useContactService();
  const channels = useMemo(
    () =>
      info.repayList.map((c) => ({
        name: c.name,
        logo: c.logo || undefined,
        channelNumber: c.channel_number,
      })),
    [info.repayList],
  );
  // The channel paid with last time is chosen first (read once: the borrower's choice then wins).
  const [remembered] = useState(() => lastChannelChoice(channels));
  const [channelIndex, setChannelIndex] = useState(remembered.initial);
  const { paying, pay, amountMissing } = useChannelPayment(ref, info.repayAmount);

  return (
    <RepayScreen
      state={revalidator.state === 'loading' ? 'loading' : 'ready'}
      amount={info.repayAmount ?? ''}
      repayDate={info.repayDate ?? ''}
      productName={info.productName ?? ''}
      productLogo={info.productLogo || undefined}
      detail={info.detail.map((row) => ({ text: row.text, value: String(row.value) }))}
      notice={info.noticeMsg || undefined}
      channels={channels}
      channelIndex={channelIndex < channels.length ? channelIndex : -1}
      lastUsed={remembered.lastUsed}
      onChannelChange={setChannelIndex}
      onPay={pay}
      paying={paying}
      amountMissing={amountMissing}
      onRetry={() => revalidator.revalidate()}
      onContact={contact}
    />
  );
}
