import { loanApi } from '@loan/core';
import { RepayPeriodScreen } from '@loan/ui';
import { type LoaderFunctionArgs, useLoaderData, useRevalidator } from 'react-router-dom';
import { http } from '../app/api';
import { requireParams } from '../app/errors';
import { useChannelPayment } from '../app/payment';

const api = { loan: loanApi(http) };

export async function loader({ request }: LoaderFunctionArgs) {
  const ref = requireParams(request.url, ['orderId', 'productId']);
  return { ref, info: await api.loan.villages(ref) };
}

/** Repayment by period (`/banksAction`): pick a channel, then its pay URL from generate-vcode (spec 4). */
export function Component() {
  const { ref, info } = useLoaderData<typeof loader>();
  const revalidator = useRevalidator();
  const { paying, pay, amountMissing } = useChannelPayment(ref, info.repayAmount);

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
      channels={info.repayList.map((c) => ({
        name: c.name,
        logo: c.logo || undefined,
        channelNumber: c.channel_number,
      }))}
      onPay={pay}
      paying={paying}
      amountMissing={amountMissing}
    />
  );
}
