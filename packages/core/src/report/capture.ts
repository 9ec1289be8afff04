import { report } from './report';

type Target = Pick<Window, 'addEventListener' | 'removeEventListener'>;

/** The message and stack of anything thrown: an Error, a string, or whatever a library rejected with. */
export function describeThrown(thrown: unknown): { message: string; stack?: string; name?: string } {
  if (thrown instanceof Error) return { message: thrown.message, stack: thrown.stack, name: thrown.name };
  return { message: typeof thrown === 'string' ? thrown : Object.prototype.toString.call(thrown) };
}

/**
 * Reports what nothing else caught: uncaught errors (`error`), a script or style sheet that failed to
 * load (`resource`: the `error` event of the element, seen while it goes down to it) and unhandled
 * rejections (`rejection`). Returns the function that stops listening.
 */
export function captureErrors(target: Target = window): () => void {
  const onError = (event: Event) => {
    const element = event.target as Partial<HTMLScriptElement & HTMLLinkElement> | null;
    if (element && element !== target && typeof element.tagName === 'string') {
      const tag = element.tagName.toLowerCase();
      // An image the server named (a product logo) is the server's; the app's own code and styles are ours.
      if (tag === 'script' || tag === 'link') report('resource', { tag, src: element.src || element.href });
      return;
    }
    const error = event as ErrorEvent;
    const thrown =
      error.error === undefined || error.error === null ? undefined : describeThrown(error.error);
    report('error', {
      message: thrown?.message ?? error.message,
      name: thrown?.name,
      stack: thrown?.stack,
      source: error.filename,
      line: error.lineno,
      column: error.colno,
    });
  };
  const onRejection = (event: PromiseRejectionEvent) => report('rejection', describeThrown(event.reason));
  target.addEventListener('error', onError, true);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError, true);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
