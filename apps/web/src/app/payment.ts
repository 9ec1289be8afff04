import {
  followPayUrl,
  generateVcode,
  knownAmount,
  messagesFor,
  type OrderRef,
  writeLastChannel,
} from '@loan/core';
import { toast } from '@loan/ui';
import { http } from './api';
import { brand } from './brand';
import { bridge } from './bridge';
import { failureText } from './failure';
import { useSubmitLock } from './submitLock';

const t = messagesFor(brand);

/**
 * Pays an order through a channel (spec 4): generate-vcode, then its payUrl through safe navigation
 * (a payment app the brand trusts, such as UPI, opens through the native shell).
 * One payment at a time (useSubmitLock); a failure toasts and keeps the page. An amount the server
 * did not send is never invented: `amountMissing` is the message the screen shows, and a pay that
 * gets through anyway sends nothing and says so.
 */
export function useChannelPayment(ref: OrderRef, amount: unknown, options: { rollover?: boolean } = {}) {
  const { busy: paying, run } = useSubmitLock();
  const known = knownAmount(amount);
  const pay = (channel: { channelNumber: string | number }) => {
    if (known === undefined) {
      toast.fail(t('money.amountUnknown'));
      return;
    }
    return run(async () => {
      try {
        // The call alone, not loanApi: the screen's chunk then carries none of the loan shapes its data chunk has.
        const payUrl = await generateVcode(http, {
          ...ref,
          // The amount goes back as the server sent it (a number stays a number), once it is known.
          amount: typeof amount === 'number' ? amount : known,
          channelNumber: channel.channelNumber,
          rollover: options.rollover,
        });
        // The channel the server took is the one chosen first next time (its number only, this brand's key).
        writeLastChannel(brand.id, channel.channelNumber);
        followPayUrl(brand, payUrl, { openPayApp: bridge.openPayApp });
      } catch (error) {
        // A refused pay page offers another channel as the way on.
        toast.fail(failureText(error, 'payment'));
      }
    });
  };
  return { paying, pay, amountMissing: known === undefined ? t('money.amountUnknown') : undefined };
}
