import { webStorage } from '@loan/core';

// The complaint draft (spec 4): the text and the uploaded image URLs only, never a file or a
// session param, so a reload or a failed send loses nothing and storage holds nothing secret.
const KEY = 'complaintDraft';

export interface ComplaintDraft {
  text: string;
  images: string[];
}

const isDraft = (value: unknown): value is ComplaintDraft =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as ComplaintDraft).text === 'string' &&
  Array.isArray((value as ComplaintDraft).images) &&
  (value as ComplaintDraft).images.every((url) => typeof url === 'string');

export function readDraft(): ComplaintDraft {
  try {
    const value: unknown = JSON.parse(webStorage('localStorage')?.getItem(KEY) ?? 'null');
    return isDraft(value) ? value : { text: '', images: [] };
  } catch {
    return { text: '', images: [] };
  }
}

export function writeDraft(draft: ComplaintDraft): void {
  try {
    webStorage('localStorage')?.setItem(KEY, JSON.stringify(draft));
  } catch {
    // A full or blocked storage only costs the draft.
  }
}

export function clearDraft(): void {
  try {
    webStorage('localStorage')?.removeItem(KEY);
  } catch {
    // Nothing to clear.
  }
}
