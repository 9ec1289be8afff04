import { followUrl, loanApi, type OrderRef } from '@loan/core';
import { toast } from '@loan/ui';
import { useRef, useState } from 'react';
import { http } from './api';
import { brand } from './brand';
import { failureText } from './failure';

const loan = loanApi(http);

/**
 * Pays an order through a channel (spec 4): generate-vcode, then its payUrl through safe navigation.
 * One payment at a time (a ref is synchronous, state is not); a failure toasts and keeps the page.
 */
export function useChannelPayment(
  ref: OrderRef,
  amount: string | number,
  options: { rollover?: boolean } = {},
) {
  const [paying, setPaying] = useState(false);
  const inFlight = useRef(false);
  const pay = async (channel: { channelNumber: string | number }) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setPaying(true);
    try {
      const payUrl = await loan.generateVcode({
        ...ref,
        amount,
        channelNumber: channel.channelNumber,
        rollover: options.rollover,
      });
      followUrl(brand, payUrl);
    } catch (error) {
      toast.fail(failureText(error));
    } finally {
      inFlight.current = false;
      setPaying(false);
    }
  };
  return { paying, pay };
}
