import { registerServiceWorker } from '@loan/core';

/** Registers the service worker: a chunk of its own, loaded after the page's load (start.tsx). */
export function registerWorker(): Promise<unknown> {
  return registerServiceWorker('/sw.js', { production: import.meta.env.PROD });
}
