// How long the app waits before it tells the borrower that something is not coming (issue 23;
// docs/decisions/loading-limits.md).

/**
 * A skeleton still showing this long after the page opened becomes a message with Retry: a third of
 * the API client's 60 s timeout, and several times a first load on a slow 3G link, so a page that is
 * merely slow is seldom interrupted, and one that is stuck does not keep the borrower waiting a minute.
 * The message is not the end: the page still replaces it if its code and data arrive after all.
 */
export const loadingLimitMs = 20_000;

/** The pause before the one automatic new try of the app's chunk: a dropped request is often followed by a good one. */
export const appRetryDelayMs = 1_000;

/** A route chunk that failed reloads the page at most once in this window (never a loop). */
export const reloadWindowMs = 60_000;
