import { webStorage } from './web';

/**
 * The payment channel the borrower last paid with, per brand on this device (issue 24: "pay the way
 * I paid last time"). Only the channel number is stored, under a key that names the brand: never the
 * session, the order, the amount or anything else (docs/decisions/receipt-and-last-channel.md).
 */
export function lastChannelKey(brandId: string): string {
  return `lastChannel:${brandId}`;
}

/** A channel number as the server sends it: a short run of letters, digits, `-` or `_`. */
const channelNumber = /^[\w-]{1,32}$/;

/** The channel number last paid with in this brand, or `undefined` (none, unreadable or not a channel number). */
export function readLastChannel(brandId: string): string | undefined {
  try {
    const value = webStorage('localStorage')?.getItem(lastChannelKey(brandId));
    return value && channelNumber.test(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** Remembers the channel number paid with; `false` when storage refused it or it is not a channel number. */
export function writeLastChannel(brandId: string, channel: string | number): boolean {
  const value = String(channel).trim();
  if (!channelNumber.test(value)) return false;
  try {
    const storage = webStorage('localStorage');
    if (!storage) return false;
    storage.setItem(lastChannelKey(brandId), value);
    return true;
  } catch {
    return false;
  }
}

/**
 * The index of the remembered channel in `channels` (compared as text: the server may send 90006 or
 * '90006'), else `fallback` (the first channel is what the screens then choose).
 */
export function lastChannelIndex(
  channels: readonly { readonly channelNumber: string | number }[],
  remembered: string | undefined,
  fallback = channels.length ? 0 : -1,
): number {
  if (remembered === undefined) return fallback;
  const index = channels.findIndex((channel) => String(channel.channelNumber).trim() === remembered);
  return index === -1 ? fallback : index;
}
