import { describeThrown, report } from '@loan/core';
import type { RootOptions } from 'react-dom/client';

type Phase = 'uncaught' | 'caught' | 'recoverable';

/** The first lines of React's component stack: which component, without the whole tree. */
const firstComponents = (stack: string | undefined) => stack?.trim().split('\n').slice(0, 4).join('\n');

function reporter(phase: Phase) {
  return (error: unknown, info: { componentStack?: string }) => {
    report('react', {
      phase,
      ...describeThrown(error),
      componentStack: firstComponents(info.componentStack),
    });
    // What React does without a callback: the developer still sees it in the console.
    console.error(error);
  };
}

/**
 * React's root error callbacks (`createRoot(el, rootErrorOptions)`): a render error no boundary caught,
 * one a route's error element caught, and one React recovered from are each reported as `react` with
 * its phase, instead of only reaching the console.
 */
export const rootErrorOptions: Pick<RootOptions, 'onUncaughtError' | 'onCaughtError' | 'onRecoverableError'> =
  {
    onUncaughtError: reporter('uncaught'),
    onCaughtError: reporter('caught'),
    onRecoverableError: reporter('recoverable'),
  };
