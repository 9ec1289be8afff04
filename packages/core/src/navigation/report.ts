import type { UnsafeUrlError, UnsafeUrlReason } from './errors';

/** What a refusal report carries: never the URL, its path or query (the session rides there). */
export interface UrlRefusal {
  reason: UnsafeUrlReason;
  /** The parsed host, or '' when the value had none (`javascript:`, garbage). */
  host: string;
}

type Listener = (refusal: UrlRefusal) => void;

const listeners = new Set<Listener>();

/**
 * Calls `listener` each time `safeUrl` (and so `followUrl`) refuses a URL; the app wires it to
 * its tracking (apps/web: the bridge's `burialPoint`). Returns the unsubscribe function.
 */
export function onUrlRefused(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Tells every listener about a refusal; a failing listener never changes the refusal itself. */
export function reportUrlRefusal(error: UnsafeUrlError): void {
  const refusal: UrlRefusal = { reason: error.reason, host: error.host };
  for (const listener of listeners) {
    try {
      listener(refusal);
    } catch {
      // Tracking is best effort: the borrower still gets the refusal's message.
    }
  }
}
