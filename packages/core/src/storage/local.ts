// Local storage behind a wrapper that never throws: private mode, a full quota or corrupt JSON
// give the default (spec 3; DESIGN.md: drafts hold no session id, OTP, captcha or card number).

import { webStorage } from './web';

/** The local storage keys of spec 3. */
export const storageKeys = [
  'public',
  'personal',
  'job',
  'ext',
  'bank',
  'enum',
  'txt',
  'citySelect',
  'day',
] as const;
export type StorageKey = (typeof storageKeys)[number];

/** Fields never written to storage, at any depth (compared without case, `_` or `-`). */
export const secretFields = [
  'sessionid',
  'otp',
  'smscode',
  'verifycode',
  'vcode',
  'capcode',
  'captcha',
  'cardno',
  'cardnumber',
  'password',
] as const;

// In a module of its own, so the last channel (the repay routes) takes it without the drafts' storage.
export { webStorage };

function sameKind(value: unknown, fallback: unknown): boolean {
  if (Array.isArray(fallback)) return Array.isArray(value);
  if (fallback === null) return value === null;
  if (typeof fallback === 'object')
    return typeof value === 'object' && value !== null && !Array.isArray(value);
  return typeof value === typeof fallback;
}

/**
 * The JSON stored under `key`, or `fallback` when missing, unreadable, corrupt or not valid.
 * Without `isValid`, the value must be of the same JSON kind as the fallback.
 */
export function readStored<T>(key: StorageKey, fallback: T, isValid?: (value: unknown) => value is T): T {
  try {
    const raw = webStorage('localStorage')?.getItem(key);
    if (raw === null || raw === undefined) return fallback;
    const value: unknown = JSON.parse(raw);
    if (isValid) return isValid(value) ? value : fallback;
    return sameKind(value, fallback) ? (value as T) : fallback;
  } catch {
    return fallback;
  }
}

const normalise = (field: string): string => field.toLowerCase().replace(/[_-]/g, '');

/** A copy of a JSON value without its secret fields. */
export function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (typeof value !== 'object' || value === null) return value;
  const kept: Record<string, unknown> = {};
  for (const [field, inner] of Object.entries(value)) {
    if (!(secretFields as readonly string[]).includes(normalise(field))) kept[field] = withoutSecrets(inner);
  }
  return kept;
}

/** Stores a value as JSON, secrets removed. Returns `false` when storage refused it (quota, private mode). */
export function writeStored(key: StorageKey, value: unknown): boolean {
  try {
    const storage = webStorage('localStorage');
    if (!storage) return false;
    const json = JSON.stringify(withoutSecrets(value));
    if (json === undefined) return false;
    storage.setItem(key, json);
    return true;
  } catch {
    return false;
  }
}

export function removeStored(key: StorageKey): void {
  try {
    webStorage('localStorage')?.removeItem(key);
  } catch {
    // Nothing to do: the key is unreachable anyway.
  }
}

/** Clears every key of spec 3 (spec 4: local storage is cleared after a complaint is sent); others stay. */
export function clearStored(): void {
  for (const key of storageKeys) removeStored(key);
}
