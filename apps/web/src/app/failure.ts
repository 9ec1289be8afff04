import { ApiError, isUnsafeUrlError, messagesFor } from '@loan/core';
import { brand } from './brand';

const t = messagesFor(brand);

/** What a failed request says (spec 8): the server's message, a refused URL, or the network error. */
export function failureText(error: unknown): string {
  if (error instanceof ApiError && error.kind === 'server' && error.message) return error.message;
  if (isUnsafeUrlError(error)) return error.message;
  return t('common.networkError');
}
