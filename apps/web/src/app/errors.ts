import { isSessionExpired, isUnsafeUrlError, messagesFor } from '@loan/core';
import { brand } from './brand';
import { isChunkLoadError } from './chunkError';

const t = messagesFor(brand);

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
  /**
   * Whether trying again can help (issue 24): yes for a connection problem, a timeout, a 5xx, an
   * unreadable answer or a lost chunk; no for what the same request meets again (a business code such
   * as an order not found, a 4xx, an incomplete or unsafe link, an expired session).
   */
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

/**
 * The way on that can fix a failure (issue 24): log in again for an expired session, try again for
 * what may pass, a person for what a retry cannot change.
 */
export type FailureWay = 'logIn' | 'retry' | 'contact';

export function failureWay(error: unknown): FailureWay {
  if (isSessionExpired(brand, error)) return 'logIn';
  return describeError(error).retryable ? 'retry' : 'contact';
}

/** What the error element says for each failure a route can meet, in the brand's catalogue. */
export function describeError(error: unknown): ErrorCopy {
  if (error instanceof IncompleteLinkError) {
    return {
      title: t('app.incompleteLinkTitle'),
      description: t('app.incompleteLink', { params: error.missing.join(', ') }),
      retryable: false,
    };
  }
  if (isUnsafeUrlError(error)) {
    return {
      title: t('app.unsafeLinkTitle'),
      description: t('app.unsafeLink'),
      retryable: false,
    };
  }
  // The app has sent the borrower to log in once already (bridge.ts); trying again cannot help.
  if (isSessionExpired(brand, error)) {
    return { title: t('app.sessionEndedTitle'), description: t('app.sessionEnded'), retryable: false };
  }
  if (isApiErrorLike(error)) {
    // The server answered and refused: the same request gets the same answer, so no retry.
    if (error.kind === 'server')
      return { title: t('kit.somethingWrong'), description: error.message, retryable: false };
    if (error.kind === 'malformed') {
      return {
        title: t('kit.somethingWrong'),
        description: t('app.unreadableAnswer'),
        retryable: true,
      };
    }
    // The server answered with an HTTP error: the borrower's connection is fine, so do not blame it.
    // A 4xx (other than 401, the session) refuses the request itself: trying again cannot help.
    if (error.reason === 'http' && error.status !== undefined && error.status >= 400 && error.status < 500) {
      return { title: t('kit.somethingWrong'), description: t('app.requestRefused'), retryable: false };
    }
    if (error.reason === 'http') {
      return {
        title: t('kit.somethingWrong'),
        description: t('app.serverProblem'),
        retryable: true,
      };
    }
    return {
      title: t('app.connectionTitle'),
      description: t(error.reason === 'timeout' ? 'app.timeout' : 'app.unreachable'),
      retryable: true,
    };
  }
  if (isChunkLoadError(error)) {
    return {
      title: t('app.connectionTitle'),
      description: t('app.chunkFailed'),
      retryable: true,
    };
  }
  return { title: t('kit.somethingWrong'), description: t('kit.tryAgainLater'), retryable: true };
}
