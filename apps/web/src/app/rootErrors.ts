import { describeThrown, report } from '@loan/core';
import type { RootOptions } from 'react-dom/client';

type Phase = 'uncaught' | 'caught' | 'recoverable';

/** The first lines of React's component stack: which component, without the whole tree. */
const firstComponents = (stack: string | undefined) => stack?.trim().split('\n').slice(0, 4).join('\n');

// What React does without a callback: an error it could not render past goes to the window as uncaught
// (the sink sends it once: the same message), one a boundary caught only to the console.
const toWindow = (error: unknown) =>
  typeof reportError === 'function' ? reportError(error) : console.error(error);

function reporter(phase: Phase, after: (error: unknown) => void) {
  return (error: unknown, info: { componentStack?: string }) => {
    report('react', {
      phase,
      ...describeThrown(error),
      componentStack: firstComponents(info.componentStack),
    });
    after(error);
  };
}

/**
 * React's root error callbacks (`createRoot(el, rootErrorOptions)`): a render error no boundary caught,
 * one a route's error element caught, and one React recovered from are each reported as `react` with
 * its phase (with the first lines of the component stack), then goes where React would send it.
 */
export const rootErrorOptions: Pick<RootOptions, 'onUncaughtError' | 'onCaughtError' | 'onRecoverableError'> =
  {
    onUncaughtError: reporter('uncaught', toWindow),
    onCaughtError: reporter('caught', (error) => console.error(error)),
    onRecoverableError: reporter('recoverable', toWindow),
  };
