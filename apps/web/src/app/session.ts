import { isSessionExpired } from '@loan/core';
import { brand } from './brand';
import { bridge } from './bridge';

let sessionEnded = false;

/**
 * A call that says the session expired (HTTP 401 or the brand's codes) sends the borrower to the native
 * login once per page, however many calls fail with it (docs/decisions/session-expiry.md).
 */
export function endSessionOnce(error: unknown): void {
  if (sessionEnded || !isSessionExpired(brand, error)) return;
  sessionEnded = true;
  bridge.logoutToLogin();
}

/** Forgets that the session ended (tests). */
export function resetSessionEnded(): void {
  sessionEnded = false;
}
