import { ApiError, isSessionExpired } from '@loan/core';
import { brand } from './brand';

/** A first call the server refused, kept as data: the page shows the server's message with a retry. */
export interface ServerFailure {
  ok: false;
  failure: string;
}

/**
 * The rejection handler of every loader's first call: a business code (the server answered and
 * refused) becomes data the screen shows in place; a timeout, a network error or a malformed answer
 * is thrown on to the route's error element, which has its own retry. An expired session is thrown
 * on too: the error element offers "Log in again", not a retry that cannot help.
 */
export function serverFailureAsData(error: unknown): ServerFailure {
  if (error instanceof ApiError && error.kind === 'server' && !isSessionExpired(brand, error))
    return { ok: false, failure: error.message };
  throw error;
}
