import { useCallback, useRef, useState } from 'react';

/** What a locked task returns when the page is leaving: the lock stays, so nothing is sent twice. */
export const LEAVING = Symbol('leaving');

/**
 * One submit in flight (DESIGN.md: seven taps send one request). A ref guards the lock because it is
 * synchronous and state is not; `busy` is what the screen shows. The task handles its own errors.
 */
export function useSubmitLock() {
  const [busy, setBusy] = useState(false);
  const held = useRef(false);
  const run = useCallback(async (task: () => Promise<unknown>) => {
    if (held.current) return;
    held.current = true;
    setBusy(true);
    let leaving = false;
    try {
      leaving = (await task()) === LEAVING;
    } finally {
      if (!leaving) {
        held.current = false;
        setBusy(false);
      }
    }
  }, []);
  return { busy, run };
}
