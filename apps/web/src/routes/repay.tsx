import { ApiError, followUrl, isUnsafeUrlError, loanApi, messagesFor } from '@loan/core';
import { type PaymentChannel, RepayScreen, toast } from '@loan/ui';
import { useRef, useState } from 'react';
import { type LoaderFunctionArgs, useLoaderData, useRevalidator } from 'react-router-dom';
import { http } from '../app/api';
import { brand } from '../app/brand';
import { requireParams } from '../app/errors';

const t = messagesFor(brand);
const api = { loan: loanApi(http) };

export async function loader({ request }: LoaderFunctionArgs) {
  const ref = requireParams(request.url, ['orderId', 'productId']);
  // The order's repayment info (spec 7, loan-play-detail: repayAmount, detail, repayList and more).
  return { ref, info: await api.loan.playDetail(ref) };
}

/** What a failed payment says: the server's message, a refused URL, or the network error (spec 8). */
function failureText(error: unknown): string {
  if (error instanceof ApiError && error.kind === 'server' && error.message) return error.message;
  if (isUnsafeUrlError(error)) return error.message;
  return t('common.networkError');
}

/** Repay (`/starGesture`): choose a channel, then Payment goes to its pay URL from generate-vcode (spec 4). */
export function Component() {
  const { ref, info } = useLoaderData<typeof loader>();
  const revalidator = useRevalidator();
  const [channelIndex, setChannelIndex] = useState(-1);
  const [paying, setPaying] = useState(false);
  // One payment at a time: a ref is synchronous, state is not.
  const inFlight = useRef(false);

  const onPay = async (channel: PaymentChannel) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setPaying(true);
    try {
      const payUrl = await api.loan.generateVcode({
        ...ref,
        amount: info.repayAmount ?? '',
        channelNumber: channel.channelNumber,
      });
      followUrl(brand, payUrl);
    } catch (error) {
      toast.fail(failureText(error));
    } finally {
      inFlight.current = false;
      setPaying(false);
    }
  };

  return (
    <RepayScreen
      state={revalidator.state === 'loading' ? 'loading' : 'ready'}
      amount={info.repayAmount ?? ''}
      region={brand.region}
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
      onPay={onPay}
      paying={paying}
    />
  );
}
