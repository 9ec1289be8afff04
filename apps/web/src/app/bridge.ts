import { createBridge, isSessionExpired } from '@loan/core';
import { brand } from './brand';

/** The app's one bridge to the native shell, for the brand this build serves. */
export const bridge = createBridge(brand);

let sessionEnded = false;

/**
 * A call that says the session expired (HTTP 401 or the brand's codes) sends the borrower to the native
 * login once per page, however many calls fail with it (docs/decisions/session-expiry.md). Here, not in a
 * module of its own: the bridge's chunk is the one every route's data call already loads.
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
