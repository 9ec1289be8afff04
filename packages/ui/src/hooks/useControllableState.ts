import { useCallback, useRef, useState } from 'react';

export interface UseControllableStateOptions<T> {
  /** The controlled value; `undefined` means the hook keeps its own state. */
  value?: T;
  /** The starting value when uncontrolled. */
  defaultValue: T;
  /** Called with every new value, controlled or not (not called when the value does not change). */
  onChange?: (value: T) => void;
}

/**
 * One value, controlled or uncontrolled (as radix-ui's `useControllableState`): when `value` is given the
 * caller owns it and the setter only reports through `onChange`; otherwise the hook keeps it.
 */
export function useControllableState<T>({
  value,
  defaultValue,
  onChange,
}: UseControllableStateOptions<T>): [T, (next: T) => void] {
  const [own, setOwn] = useState<T>(defaultValue);
  const controlled = value !== undefined;
  const current = controlled ? value : own;
  // Refs keep the setter stable across renders while reading the latest value and callback.
  const currentRef = useRef(current);
  currentRef.current = current;
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const controlledRef = useRef(controlled);
  controlledRef.current = controlled;

  const setValue = useCallback((next: T) => {
    if (Object.is(next, currentRef.current)) return;
    if (!controlledRef.current) setOwn(next);
    currentRef.current = next;
    onChangeRef.current?.(next);
  }, []);

  return [current, setValue];
}
