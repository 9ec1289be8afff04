import { loanApi } from '@loan/core';
import { RepayScreen } from '@loan/ui';
import { useState } from 'react';
import { type LoaderFunctionArgs, useLoaderData, useRevalidator } from 'react-router-dom';
import { http } from '../app/api';
import { requireParams } from '../app/errors';
import { useChannelPayment } from '../app/payment';

const api = { loan: loanApi(http) };

export async function loader({ request }: LoaderFunctionArgs) {
  const ref = requireParams(request.url, ['orderId', 'productId']);
  // The order's repayment info (spec 7, loan-play-detail: repayAmount, detail, repayList and more).
  return { ref, info: await api.loan.playDetail(ref) };
}

/** Repay (`/starGesture`): choose a channel, then Payment goes to its pay URL from generate-vcode (spec 4). */
export function Component() {
  const { ref, info } = useLoaderData<typeof loader>();
  const revalidator = useRevalidator();
  const [channelIndex, setChannelIndex] = useState(-1);
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
      channels={info.repayList.map((c) => ({
        name: c.name,
        logo: c.logo || undefined,
        channelNumber: c.channel_number,
      }))}
      channelIndex={channelIndex}
      onChannelChange={setChannelIndex}
      onPay={pay}
      paying={paying}
      amountMissing={amountMissing}
    />
  );
}
