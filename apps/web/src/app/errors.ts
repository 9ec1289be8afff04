import { isUnsafeUrlError } from '@loan/core';

/** A screen was opened without the query params it cannot work without (a bad or cut link). */
export class IncompleteLinkError extends Error {
  override readonly name = 'IncompleteLinkError';
  readonly missing: readonly string[];
  constructor(missing: readonly string[]) {
    super(`This link is missing ${missing.join(', ')}.`);
    this.missing = missing;
  }
}

/** The named params of the request URL, or an IncompleteLinkError listing every one that is absent. */
export function requireParams<const N extends string>(
  url: string | URL,
  names: readonly N[],
): Record<N, string> {
  const search = new URL(url, 'http://local').searchParams;
  const missing = names.filter((n) => !search.get(n));
  if (missing.length) throw new IncompleteLinkError(missing);
  return Object.fromEntries(names.map((n) => [n, search.get(n) ?? ''])) as Record<N, string>;
}

export interface ErrorCopy {
  title: string;
  description: string;
  /** Whether trying again can help (an incomplete or unsafe link stays so). */
  retryable: boolean;
}

interface ApiErrorLike {
  kind: 'server' | 'transport' | 'malformed';
  message: string;
  reason?: string;
  status?: number;
}

function isApiErrorLike(error: unknown): error is ApiErrorLike {
  return (
    error instanceof Error &&
    'kind' in error &&
    (error.kind === 'server' || error.kind === 'transport' || error.kind === 'malformed')
  );
}

/** What the error element says for each failure a route can meet. */
export function describeError(error: unknown): ErrorCopy {
  if (error instanceof IncompleteLinkError) {
    return {
      title: 'This link is incomplete',
      description: `The page needs ${error.missing.join(', ')} to open. Please go back and open it again from the app.`,
      retryable: false,
    };
  }
  if (isUnsafeUrlError(error)) {
    return {
      title: 'This link was not opened',
      description:
        'The address we were given is not safe to open. Please try again later or contact customer service.',
      retryable: false,
    };
  }
  if (isApiErrorLike(error)) {
    if (error.kind === 'server')
      return { title: 'Something went wrong', description: error.message, retryable: true };
    if (error.kind === 'malformed') {
      return {
        title: 'Something went wrong',
        description: 'The server sent an answer we could not read. Please try again.',
        retryable: true,
      };
    }
    // The server answered with an HTTP error: the borrower's connection is fine, so do not blame it.
    if (error.reason === 'http') {
      return {
        title: 'Something went wrong',
        description: 'The server had a problem and could not answer. Please try again in a moment.',
        retryable: true,
      };
    }
    return {
      title: 'Connection problem',
      description:
        error.reason === 'timeout'
          ? 'The server took too long to answer. Check your connection and try again.'
          : 'We could not reach the server. Check your connection and try again.',
      retryable: true,
    };
  }
  if (
    error instanceof TypeError &&
    /dynamically imported module|Importing a module script failed/.test(error.message)
  ) {
    return {
      title: 'Connection problem',
      description: 'Part of the page could not be downloaded. Check your connection and try again.',
      retryable: true,
    };
  }
  return { title: 'Something went wrong', description: 'Please try again in a moment.', retryable: true };
}
