import { ApiError, isSessionExpired, isUnsafeUrlError, messagesFor } from '@loan/core';
import { brand } from './brand';

const t = messagesFor(brand);

/** Where a refused URL was meant to go: a channel's pay page offers another channel as the way on. */
export type FailureSink = 'payment';

/**
 * What a failed request says (spec 8): the server's message, a refused URL (what to do next, from
 * the catalogue; docs/decisions/trusted-hosts.md), or the network error.
 */
export function failureText(error: unknown, sink?: FailureSink): string {
  // The app has already sent the borrower to log in (api.ts); the server's words may say less.
  if (isSessionExpired(brand, error)) return t('app.sessionEnded');
  if (error instanceof ApiError && error.kind === 'server' && error.message) return error.message;
  if (isUnsafeUrlError(error)) {
    return t(sink === 'payment' ? 'navigation.refusedPayment' : 'navigation.refused');
  }
  return t('common.networkError');
}
