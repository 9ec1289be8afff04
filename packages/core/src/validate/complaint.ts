import { COMPLAINT_IMAGES_MAX, COMPLAINT_TEXT_MAX } from '../constants/limits';
import type { Validation } from './result';
import { invalid, text, valid } from './result';

/** Characters as the user sees them (code points), so an emoji is never cut in half. */
export function characterCount(value: unknown): number {
  return Array.from(text(value)).length;
}

/** Input past 200 characters is ignored: the text is cut to the first 200 (spec 5). */
export function limitComplaintText(value: unknown): string {
  const chars = Array.from(text(value));
  return chars.length > COMPLAINT_TEXT_MAX ? chars.slice(0, COMPLAINT_TEXT_MAX).join('') : text(value);
}

/** Complaint text must be non-empty (spec 5); its length is held by `limitComplaintText`. */
export function validateComplaintText(value: unknown): Validation {
  return text(value).trim() === '' ? invalid('complaint.empty') : valid;
}

/** At most 9 evidence images (spec 5). */
export function validateImageCount(count: unknown): Validation {
  return typeof count === 'number' && Number.isInteger(count) && count >= 0 && count <= COMPLAINT_IMAGES_MAX
    ? valid
    : invalid('complaint.imageLimit');
}

/** How many more images the picker may add. */
export function remainingImageSlots(count: unknown): number {
  const used = typeof count === 'number' && Number.isFinite(count) ? Math.max(0, Math.floor(count)) : 0;
  return Math.max(0, COMPLAINT_IMAGES_MAX - used);
}
