import { ApiError } from '@loan/core';

/** A first call the server refused, kept as data: the page shows the server's message with a retry. */
export interface ServerFailure {
  ok: false;
  failure: string;
}

/**
 * The rejection handler of every loader's first call: a business code (the server answered and
 * refused) becomes data the screen shows in place; a timeout, a network error or a malformed answer
 * is thrown on to the route's error element, which has its own retry.
 */
export function serverFailureAsData(error: unknown): ServerFailure {
  if (error instanceof ApiError && error.kind === 'server') return { ok: false, failure: error.message };
  throw error;
}
