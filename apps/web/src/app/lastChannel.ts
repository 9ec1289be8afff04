import { lastChannelIndex, readLastChannel } from '@loan/core';
import { brand } from './brand';

/**
 * The channel chosen first (issue 24, docs/decisions/receipt-and-last-channel.md): the one paid with last
 * time on this device for this brand (`useChannelPayment` remembers it). `lastUsed` is its index (-1 when
 * it is not in the list); `initial` the choice to start from: it, else the first channel when the
 * remembered one is no longer offered, else none (nothing remembered: the borrower chooses, as before).
 */
export function lastChannelChoice(channels: readonly { readonly channelNumber: string | number }[]) {
  const remembered = readLastChannel(brand.id);
  const lastUsed = lastChannelIndex(channels, remembered, -1);
  const initial = remembered === undefined ? -1 : lastChannelIndex(channels, remembered);
  return { lastUsed, initial };
}
