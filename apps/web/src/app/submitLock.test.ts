import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LEAVING, useSubmitLock } from './submitLock';

/** A task that stays in flight until its `finish` is called. */
function pending<T>() {
  let finish!: (value: T) => void;
  const promise = new Promise<T>((resolve) => {
    finish = resolve;
  });
  return { promise, finish };
}

describe('useSubmitLock', () => {
  it('runs one task at a time: taps while one is in flight run nothing', async () => {
    const { result } = renderHook(() => useSubmitLock());
    const first = pending<undefined>();
    let calls = 0;
    const task = () => {
      calls += 1;
      return first.promise;
    };
    let done!: Promise<void>;
    act(() => {
      done = result.current.run(task);
      for (let i = 0; i < 6; i += 1) void result.current.run(task);
    });
    expect(calls).toBe(1);
    expect(result.current.busy).toBe(true);
    await act(async () => {
      first.finish(undefined);
      await done;
    });
    expect(result.current.busy).toBe(false);
  });

  it('unlocks after a failed task, so the borrower can send again', async () => {
    const { result } = renderHook(() => useSubmitLock());
    await act(() => result.current.run(() => Promise.reject(new Error('refused'))).catch(() => undefined));
    expect(result.current.busy).toBe(false);
    let calls = 0;
    await act(() =>
      result.current.run(async () => {
        calls += 1;
      }),
    );
    expect(calls).toBe(1);
  });

  it('stays locked when the task says the page is leaving', async () => {
    const { result } = renderHook(() => useSubmitLock());
    await act(() => result.current.run(async () => LEAVING));
    expect(result.current.busy).toBe(true);
    let calls = 0;
    await act(() =>
      result.current.run(async () => {
        calls += 1;
      }),
    );
    expect(calls).toBe(0);
  });
});
