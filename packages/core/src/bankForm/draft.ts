import type { BankFormItem } from '../api/bank';
import type { StorageKey } from '../storage/local';
import { readStored, removeStored, writeStored } from '../storage/local';
import { type BankFieldKind, bankCardTypes, bankFieldKind } from './form';

// The bind-bank draft in the spec's local storage keys (spec 3), so choices survive a reload:
// `bank` the chosen card type, `enum`, `citySelect` and `day` the picker choices, `txt` the
// plain-text items. Number, phone and card items (account, wallet, card and ID numbers) are
// never written, nor a text value with a digit or an @ (a PAN, an IFSC, a UPI ID sent as text).
// docs/decisions/bind-bank.md.

type Values = Record<string, string>;

/** The storage key of each kind that is kept; number kinds have none. */
const keyOf: Partial<Record<BankFieldKind, StorageKey>> = {
  enum: 'enum',
  city: 'citySelect',
  day: 'day',
  text: 'txt',
};

/** The keys this form writes, cleared after a successful bind. */
export const bankDraftKeys = [
  'bank',
  'enum',
  'citySelect',
  'day',
  'txt',
] as const satisfies readonly StorageKey[];

const MAX_DAY = 31;
const MAX_TEXT = 200;

const isRecord = (value: unknown): value is Values =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether a stored value still fits its item (an option it offers, a day of the month, short text). */
function fits(item: BankFormItem, kind: BankFieldKind, value: unknown): value is string {
  if (typeof value !== 'string' || value.trim() === '') return false;
  if (kind === 'enum' || kind === 'city') return item.note.some((option) => String(option.type) === value);
  if (kind === 'day') return /^\d{1,2}$/.test(value) && Number(value) >= 1 && Number(value) <= MAX_DAY;
  return value.length <= MAX_TEXT && !identifierShaped(value);
}

/**
 * A text item's value that identifies an account or a person (a PAN, an IFSC, a UPI ID, an e-mail):
 * a digit or an @. A lender's form may send such items as plain text; they are never stored.
 */
const identifierShaped = (value: string) => /[\d@]/.test(value);

export interface BankDraft {
  /** The stored card type, when the items still offer it. */
  cardType?: number;
  /** Stored values by item code, only those that still fit their item. */
  values: Values;
}

/** The stored draft for these items; anything stale, corrupt or secret-shaped is dropped. */
export function readBankDraft(items: readonly BankFormItem[]): BankDraft {
  const stored = readStored<{ cardType?: unknown }>('bank', {});
  const cardType = Number(stored.cardType);
  const values: Values = {};
  const records = new Map<StorageKey, Values>();
  for (const item of items) {
    const kind = bankFieldKind(item);
    const key = keyOf[kind];
    if (!key) continue;
    if (!records.has(key)) records.set(key, readStored<Values>(key, {}, isRecord));
    const value = records.get(key)?.[item.code];
    if (fits(item, kind, value)) values[item.code] = value;
  }
  return bankCardTypes(items).includes(cardType) ? { cardType, values } : { values };
}

/** Stores the card type and the keepable values; number, phone and card values are left out. */
export function writeBankDraft(
  items: readonly BankFormItem[],
  cardType: number,
  values: Readonly<Values>,
): void {
  const records: Partial<Record<StorageKey, Values>> = {};
  for (const item of items) {
    const key = keyOf[bankFieldKind(item)];
    const value = values[item.code];
    if (!key || value === undefined || value === '') continue;
    if (key === 'txt' && identifierShaped(value)) continue;
    records[key] = { ...records[key], [item.code]: value };
  }
  writeStored('bank', { cardType });
  for (const key of bankDraftKeys) if (key !== 'bank') writeStored(key, records[key] ?? {});
}

/** Forgets the draft (after a successful bind). */
export function clearBankDraft(): void {
  for (const key of bankDraftKeys) removeStored(key);
}
