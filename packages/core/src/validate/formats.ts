// Format checks for e-mail, phone and URL (spec 5: they exist, their use is not shown).
import { toAsciiDigits } from '../format/digits';
import { text } from './result';

const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[A-Za-z]{2,}$/;

/** A plain `local@domain.tld` address, at most 254 characters. */
export function isEmail(value: unknown): boolean {
  const email = text(value).trim();
  return email.length <= 254 && EMAIL.test(email);
}

/** 7 to 15 digits with an optional leading `+`; spaces, dashes and brackets are allowed between. */
export function isPhone(value: unknown): boolean {
  const phone = toAsciiDigits(text(value)).trim();
  if (!/^\+?[\d\s()-]+$/.test(phone)) return false;
  const digits = phone.replace(/\D/g, '');
  return digits.length >= 7 && digits.length <= 15;
}

/** An absolute `http:` or `https:` URL with a host (to follow one, use `navigation`). */
export function isUrl(value: unknown): boolean {
  const raw = text(value);
  if (raw.trim() !== raw || raw === '') return false;
  try {
    const url = new URL(raw);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
  } catch {
    return false;
  }
}
