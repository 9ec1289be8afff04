import { followUrl, loanApi, type OrderRef } from '@loan/core';
import { toast } from '@loan/ui';
import { http } from './api';
import { brand } from './brand';
import { failureText } from './failure';
import { useSubmitLock } from './submitLock';

const loan = loanApi(http);

/**
 * Pays an order through a channel (spec 4): generate-vcode, then its payUrl through safe navigation.
 * One payment at a time (useSubmitLock); a failure toasts and keeps the page.
 */
export function useChannelPayment(
  ref: OrderRef,
  amount: string | number,
  options: { rollover?: boolean } = {},
) {
  const { busy: paying, run } = useSubmitLock();
  const pay = (channel: { channelNumber: string | number }) =>
    run(async () => {
      try {
        const payUrl = await loan.generateVcode({
          ...ref,
          amount,
          channelNumber: channel.channelNumber,
          rollover: options.rollover,
        });
        followUrl(brand, payUrl);
      } catch (error) {
        toast.fail(failureText(error, 'payment'));
      }
    });
  return { paying, pay };
}
