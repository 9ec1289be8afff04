import { report } from '@loan/core';
import { failedChunk, isChunkLoadError } from './chunkError';
import { appRetryDelayMs, loadingLimitMs } from './loadingLimits';
import { showStuck } from './stuckBlock';

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Tells the lender why the app did not start: a chunk that did not arrive, or an error while it ran. */
function reportFailure(error: unknown, attempt: number) {
  if (isChunkLoadError(error)) report('chunk_load', { chunk: 'start', file: failedChunk(error), attempt });
  else
    report('error', {
      source: 'start',
      message: String((error as Error)?.message ?? error).slice(0, 200),
      attempt,
    });
}

/**
 * Loads the app (React, the router, the screens' shell) from the entry. A failed download is tried
 * once more after a pause (engines that do not keep a failed module re-download it and what it
 * imports; measured in Chromium 156), then the page says so with Retry. Until the app has arrived,
 * a skeleton still showing at the loading limit becomes a message with Retry too.
 */
export function loadApp(load: () => Promise<unknown>, root = document.getElementById('root')) {
  const slow = setTimeout(
    () => showStuck('slow', undefined, root),
    Math.max(0, loadingLimitMs - performance.now()),
  );
  const attempt = (n: number): Promise<unknown> =>
    load().catch(async (error: unknown) => {
      reportFailure(error, n);
      if (n >= 2) throw error;
      await pause(appRetryDelayMs);
      return attempt(n + 1);
    });
  return attempt(1).then(
    () => clearTimeout(slow),
    (error: unknown) => {
      clearTimeout(slow);
      showStuck('failed', error, root);
    },
  );
}
