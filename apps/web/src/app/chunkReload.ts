import { report } from '@loan/core';
import { failedChunk, isChunkLoadError } from './chunkError';
import { reloadWindowMs } from './loadingLimits';

/** The session flag of the last reload for a missing chunk: which chunk, and when. */
export const reloadFlag = 'loan:chunk-reload';

let reloadTarget: () => string | undefined = () => undefined;

/** Where a reload goes while a navigation is under way: its destination (the router sets it). */
export function setReloadTarget(target: () => string | undefined) {
  reloadTarget = target;
}

/** Loads the page afresh: the navigation's destination when one is under way, else this page. */
function reloadPage() {
  const href = reloadTarget();
  if (href) window.location.assign(href);
  else window.location.reload();
}

interface ReloadDeps {
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
  reload?: () => void;
  now?: number;
}

/**
 * Reloads the page for a chunk that is gone (a deploy replaced it under an open page) unless a reload
 * for a missing chunk happened within the window: one reload, never a loop. Without session storage
 * it does not reload at all. Returns whether the page is reloading.
 */
export function reloadOnce(
  chunk: string,
  { storage = window.sessionStorage, reload = reloadPage, now = Date.now() }: ReloadDeps = {},
): boolean {
  try {
    const last = JSON.parse(storage.getItem(reloadFlag) ?? 'null') as { at?: unknown } | null;
    if (typeof last?.at === 'number' && now - last.at >= 0 && now - last.at < reloadWindowMs) return false;
    storage.setItem(reloadFlag, JSON.stringify({ chunk, at: now }));
  } catch {
    return false;
  }
  reload();
  return true;
}

/**
 * A lazy part of a route (its screen, data or words) whose chunk did not arrive: the page reloads
 * once and the skeleton stays meanwhile; a second failure goes to the route's error element, which
 * says so with Retry and a way out.
 */
export function reloadOnChunkError<T>(load: () => Promise<T>, deps?: ReloadDeps): Promise<T> {
  return load().catch((error: unknown) => {
    if (!isChunkLoadError(error)) throw error;
    const chunk = failedChunk(error);
    const reloading = reloadOnce(chunk, deps);
    report('chunk_load', { chunk, reload: reloading });
    if (reloading) return new Promise<never>(() => {});
    throw error;
  });
}
