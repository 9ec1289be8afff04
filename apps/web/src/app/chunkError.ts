// What a failed download of one of the app's own chunks looks like, in each engine the app runs on.

/**
 * Chromium: "Failed to fetch dynamically imported module: <url>"; WebKit: "Importing a module script
 * failed."; Firefox: "error loading dynamically imported module: <url>"; Vite's preload helper:
 * "Unable to preload CSS for <url>".
 */
const chunkFailure =
  /dynamically imported module|Importing a module script failed|Unable to preload CSS|error loading dynamically/i;

/** A lazy chunk (script or its style sheet) that did not arrive: only a new download brings it back. */
export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && chunkFailure.test(error.message);
}

/** The file name of the chunk that failed, when the engine says it (never the query: it may hold the session). */
export function failedChunk(error: unknown): string {
  const message = error instanceof Error ? error.message : '';
  return /([\w.-]+\.(?:js|css))(?:[?#]|\s|$)/.exec(message)?.[1] ?? 'unknown';
}
