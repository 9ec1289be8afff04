import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useControllableState } from './useControllableState';

describe('useControllableState', () => {
  it('keeps its own value when uncontrolled and reports each change', () => {
    const onChange = vi.fn();
    const { result } = renderHook(() => useControllableState({ defaultValue: 1, onChange }));
    expect(result.current[0]).toBe(1);
    act(() => result.current[1](3));
    expect(result.current[0]).toBe(3);
    expect(onChange).toHaveBeenCalledWith(3);
  });

  it('follows the value prop when controlled and only reports the wish to change', () => {
    const onChange = vi.fn();
    const { result, rerender } = renderHook(
      ({ value }) => useControllableState({ value, defaultValue: 0, onChange }),
      {
        initialProps: { value: 2 },
      },
    );
    act(() => result.current[1](4));
    expect(result.current[0]).toBe(2);
    expect(onChange).toHaveBeenCalledWith(4);
    rerender({ value: 4 });
    expect(result.current[0]).toBe(4);
  });

  it('does not report a value that did not change', () => {
    const onChange = vi.fn();
    const { result } = renderHook(() => useControllableState({ defaultValue: 'a', onChange }));
    act(() => result.current[1]('a'));
    expect(onChange).not.toHaveBeenCalled();
  });
});
