import { report } from './report';

type Target = Pick<Window, 'addEventListener' | 'removeEventListener'>;

/** The message and stack of anything thrown: an Error, a string, or whatever a library rejected with. */
export function describeThrown(thrown: unknown): { message: string; stack?: string; name?: string } {
  if (thrown instanceof Error) return { message: thrown.message, stack: thrown.stack, name: thrown.name };
  return { message: typeof thrown === 'string' ? thrown : Object.prototype.toString.call(thrown) };
}

/**
 * Reports what nothing else caught: uncaught errors (`error`) and unhandled rejections (`rejection`).
 * A script or style sheet that did not load is not seen here: the preloads of the page fail before
 * any script runs, and a lazy chunk's failure is the chunk loader's to report (`chunk_load`).
 * Returns the function that stops listening.
 */
export function captureErrors(target: Target = window): () => void {
  const onError = (event: ErrorEvent) => {
    const thrown = event.error == null ? undefined : describeThrown(event.error);
    report('error', {
      message: thrown?.message ?? event.message,
      name: thrown?.name,
      stack: thrown?.stack,
      source: event.filename,
      line: event.lineno,
      column: event.colno,
    });
  };
  const onRejection = (event: PromiseRejectionEvent) => report('rejection', describeThrown(event.reason));
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
