import type { BankFormItem } from '../api/bank';
import { BANK_ALL_CARD_TYPES, BANK_DEFAULT_CARD_TYPE, BANK_DEFAULT_CHANNEL } from '../constants/limits';
import { digitsOnly } from '../validate/sanitize';

// The bind-bank form's rules (spec 3, 4, 5): which items a card type shows, which item is the
// channel, what Next sends. Decisions the spec leaves open: docs/decisions/bind-bank.md.

/** How an item is edited: a text field by its inputType, or a single-choice picker by its cate. */
export type BankFieldKind = 'text' | 'number' | 'phone' | 'card' | 'enum' | 'city' | 'day';

const inputKinds: Readonly<Record<string, BankFieldKind>> = {
  number: 'number',
  digit: 'number',
  numeric: 'number',
  phone: 'phone',
  tel: 'phone',
  mobile: 'phone',
  card: 'card',
  bankcard: 'card',
};

/** The field kind of an item: enum, city and day are pickers; text items by inputType, else plain text. */
export function bankFieldKind(item: Pick<BankFormItem, 'cate' | 'inputType'>): BankFieldKind {
  if (item.cate === 'enum') return 'enum';
  if (item.cate === 'citySelect') return 'city';
  if (item.cate === 'day') return 'day';
  return inputKinds[(item.inputType ?? '').trim().toLowerCase()] ?? 'text';
}

/** Whether a kind holds an account, wallet, card or ID number: digits only, never stored. */
export const isNumberKind = (kind: BankFieldKind): boolean =>
  kind === 'number' || kind === 'phone' || kind === 'card';

const same = (a: unknown, b: unknown): boolean => String(a ?? '').trim() === String(b ?? '').trim();
const hasChannel = (item: BankFormItem): boolean => String(item.channelNumber ?? '').trim() !== '';
const forCardType = (item: BankFormItem, cardType: number): boolean =>
  same(item.cardTypeMi, BANK_ALL_CARD_TYPES) || same(item.cardTypeMi, cardType);

/**
 * The card types, ascending: every non-zero cardTypeMi of the items plus the default 1 (spec 4).
 * The tabs show when there are two or more.
 */
export function bankCardTypes(items: readonly BankFormItem[]): number[] {
  const types = new Set<number>([BANK_DEFAULT_CARD_TYPE]);
  for (const item of items) {
    const type = Number(item.cardTypeMi);
    if (Number.isInteger(type) && type > 0) types.add(type);
  }
  return [...types].sort((a, b) => a - b);
}

/**
 * The channel item: the enum item of card type 1 whose options carry the channel numbers of the
 * channel-specific items (else one offering the default 90006), or none.
 */
export function bankChannelItem(items: readonly BankFormItem[]): BankFormItem | undefined {
  const enums = items.filter((item) => item.cate === 'enum' && forCardType(item, BANK_DEFAULT_CARD_TYPE));
  const channels = items.filter(hasChannel).map((item) => item.channelNumber);
  return (
    enums.find((item) => item.note.some((option) => channels.some((c) => same(c, option.type)))) ??
    enums.find((item) => item.note.some((option) => same(option.type, BANK_DEFAULT_CHANNEL)))
  );
}

/** The chosen channel: the channel item's value, else the default 90006 (spec 4). */
export function bankChannel(
  items: readonly BankFormItem[],
  values: Readonly<Record<string, string>>,
): string {
  const item = bankChannelItem(items);
  const value = item ? (values[item.code] ?? '').trim() : '';
  return value || String(BANK_DEFAULT_CHANNEL);
}

/**
 * The items a card type shows (spec 3, 4): cardTypeMi 0 or that type; with card type 1, an item
 * with a channelNumber only while that channel is chosen.
 */
export function visibleBankItems(
  items: readonly BankFormItem[],
  cardType: number,
  values: Readonly<Record<string, string>>,
): BankFormItem[] {
  const channel = bankChannel(items, values);
  return items.filter(
    (item) =>
      forCardType(item, cardType) &&
      (cardType !== BANK_DEFAULT_CARD_TYPE || !hasChannel(item) || same(item.channelNumber, channel)),
  );
}

/** A value as its field keeps it: number, phone and card fields hold digits only (spec 5). */
export function normaliseBankValue(item: BankFormItem, value: unknown): string {
  const raw = value === null || value === undefined ? '' : String(value);
  return isNumberKind(bankFieldKind(item)) ? digitsOnly(raw) : raw;
}

/** The server's prefilled values by item code; the channel item falls back to 90006 when it offers it. */
export function serverBankValues(items: readonly BankFormItem[]): Record<string, string> {
  const values: Record<string, string> = {};
  for (const item of items) {
    const value = normaliseBankValue(item, item.value);
    if (value !== '') values[item.code] = value;
  }
  const channel = bankChannelItem(items);
  if (
    channel &&
    !values[channel.code] &&
    channel.note.some((option) => same(option.type, BANK_DEFAULT_CHANNEL))
  )
    values[channel.code] = String(BANK_DEFAULT_CHANNEL);
  return values;
}

/**
 * What Next sends, keyed by item code (spec 7): the shown items the borrower filled, trimmed,
 * numbers as digits. Empty items are left out and nothing is checked here: the server validates
 * and its message names what is missing (spec 5).
 */
export function bindCardValues(
  visible: readonly BankFormItem[],
  values: Readonly<Record<string, string>>,
): Record<string, string> {
  const sent: Record<string, string> = {};
  for (const item of visible) {
    const value = normaliseBankValue(item, (values[item.code] ?? '').trim());
    if (value !== '') sent[item.code] = value;
  }
  return sent;
}
