import { toAsciiDigits, webStorage } from '@loan/core';

// Complaint drafts (spec 4), one per order and question type, so text written about order A never
// shows on a complaint about order B. A draft holds the text and the uploaded image URLs only,
// never a file or a session param. docs/decisions/complaint-drafts.md.
const KEY = 'complaintDrafts';
/** The single global draft of earlier versions: its order is unknown, so it is dropped, never shown. */
const LEGACY_KEY = 'complaintDraft';

/** How many drafts are kept; writing one more drops the least recently written. */
export const COMPLAINT_DRAFTS_KEPT = 10;

export interface ComplaintDraft {
  text: string;
  images: string[];
}

/** What a draft belongs to: the link's orderNo, problemType and problemSonType ('' when absent). */
export interface ComplaintDraftKey {
  orderNo: string;
  problemType: string;
  problemSonType: string;
}

type Entry = ComplaintDraft & { key: [string, string, string] };

/**
 * 13 to 19 digits of any script (a borrower may type ४१११...), optionally grouped by spaces or dashes,
 * not inside a word: the shapes a card number is typed in. No lookbehind (iOS 14.5 lacks it).
 */
const CARD_LIKE = /(^|[^\p{Nd}\p{L}_])(\p{Nd}(?:[ -]?\p{Nd}){12,18})(?![\p{Nd}\p{L}_])/gu;

const luhn = (digits: string): boolean => {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
};

/** DESIGN.md: a draft holds no card number, even one typed into the description; its last four stay. */
export function maskCardNumbers(text: string): string {
  return text.replace(CARD_LIKE, (match, before: string, number: string) => {
    const digits = toAsciiDigits(number).replace(/\D/g, '');
    return luhn(digits) ? `${before}•••• ${digits.slice(-4)}` : match;
  });
}

const isStrings = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

const isEntry = (value: unknown): value is Entry => {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Partial<Entry>;
  return (
    isStrings(entry.key) &&
    entry.key.length === 3 &&
    typeof entry.text === 'string' &&
    isStrings(entry.images)
  );
};

function readEntries(): Entry[] {
  try {
    const value: unknown = JSON.parse(webStorage('localStorage')?.getItem(KEY) ?? '[]');
    return Array.isArray(value) ? value.filter(isEntry) : [];
  } catch {
    return [];
  }
}

function writeEntries(entries: readonly Entry[]): void {
  try {
    const storage = webStorage('localStorage');
    storage?.removeItem(LEGACY_KEY);
    if (entries.length) storage?.setItem(KEY, JSON.stringify(entries));
    else storage?.removeItem(KEY);
  } catch {
    // A full or blocked storage only costs the draft.
  }
}

export interface ComplaintDraftStore {
  /** This complaint's draft, or an empty one. */
  read(): ComplaintDraft;
  /** Stores the draft (an empty one is removed); ignored once `finish` was called. */
  write(draft: ComplaintDraft): void;
  /** The complaint was sent: clears its draft, and every later write is ignored. */
  finish(): void;
}

/** The draft of one complaint: one order under one type and sub-type. */
export function complaintDraft({
  orderNo,
  problemType,
  problemSonType,
}: ComplaintDraftKey): ComplaintDraftStore {
  const key: Entry['key'] = [orderNo, problemType, problemSonType];
  const matches = (entry: Entry) => entry.key.every((part, index) => part === key[index]);
  let finished = false;

  const others = () => readEntries().filter((entry) => !matches(entry));

  return {
    read() {
      const entry = readEntries().find(matches);
      return entry ? { text: entry.text, images: [...entry.images] } : { text: '', images: [] };
    },
    write({ text, images }) {
      if (finished) return;
      const rest = others();
      // The most recent draft goes last; the oldest beyond the cap are dropped.
      const next =
        text === '' && images.length === 0
          ? rest
          : [...rest, { key, text: maskCardNumbers(text), images: [...images] }];
      writeEntries(next.slice(-COMPLAINT_DRAFTS_KEPT));
    },
    finish() {
      finished = true;
      writeEntries(others());
    },
  };
}
