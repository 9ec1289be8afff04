import type { Family } from '@loan/core';

/** A success in the family's envelope. */
export function ok(family: Family, data: unknown): Record<string, unknown> {
  switch (family) {
    case 'generic':
    case 'promotion':
      return { code: '0', message: 'success', data };
    case 'loan':
    case 'upload':
      return { code: '00', message: 'success', data };
    case 'newStyle':
      return { success: true, code: '200', message: 'success', data };
    case 'goya':
      return { code: '00', alteration: 'success', attach: data };
  }
}

/** A business failure in the family's envelope: the code and message the screen shows (spec 8). */
export function fail(family: Family, code: string, message: string): Record<string, unknown> {
  switch (family) {
    case 'newStyle':
      return { success: false, code, message, data: null };
    case 'goya':
      return { code, treatment: message, attach: null };
    default:
      return { code, message, data: null };
  }
}
