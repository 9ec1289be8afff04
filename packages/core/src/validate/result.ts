import type { MessageKey } from '../messages/spec';

/** What every rule returns: ok, or the message key the screen shows (spec 5). */
export type Validation = { readonly ok: true } | { readonly ok: false; readonly message: MessageKey };

export const valid: Validation = /* @__PURE__ */ Object.freeze({ ok: true });

export function invalid(message: MessageKey): Validation {
  return { ok: false, message };
}

/** Input text of any value: strings as they are, finite numbers as digits, anything else empty. */
export function text(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}
