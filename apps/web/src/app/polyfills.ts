// The support matrix (docs/decisions/support-matrix.md) names engines that lack a built-in the app
// calls. Each is tested here, in the entry; only an engine that fails a test downloads its polyfill,
// before the app starts. A current engine runs the tests and loads nothing.
import { report } from '@loan/core';

/** `<dialog>` came in Safari 15.4 (iOS 14.5-15.3 lack it; Chrome has had it since 37). */
const lacksDialog = () => typeof document.createElement('dialog').showModal !== 'function';
/** Array.prototype.at came in Chrome 92 and Safari 15.4. */
const lacksArrayAt = () => typeof Array.prototype.at !== 'function';

let loading: Promise<void> | undefined;

/**
 * Loads the polyfills this engine needs, once (the app and the field reports both wait for it). A
 * polyfill that does not arrive is reported and the app starts anyway: most screens work without it.
 */
export function loadPolyfills(): Promise<void> {
  loading ??= Promise.all([
    lacksDialog() ? import('../polyfills/dialog').then(({ polyfillDialog }) => polyfillDialog()) : undefined,
    lacksArrayAt() ? import('../polyfills/arrayAt') : undefined,
  ]).then(
    () => undefined,
    () => report('chunk_load', { chunk: 'polyfills' }),
  );
  return loading;
}
