import { act, fireEvent, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CountdownButton, type CountdownButtonHandle } from './CountdownButton';

// Presses use fireEvent (synchronous) so fake timers drive every second of the countdown.
async function press(name: string | RegExp) {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
}

describe('CountdownButton', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("counts down 60 s after 'get code', locked, then offers 'resend'", async () => {
    const onPress = vi.fn();
    render(<CountdownButton onPress={onPress} />);
    await press('get code');
    expect(onPress).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Resend in 60s' }).getAttribute('aria-disabled')).toBe('true');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('button', { name: 'Resend in 59s' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(59_000));
    expect(screen.getByRole('button', { name: 'resend' }).getAttribute('aria-disabled')).toBeNull();
  });

  it('calls onLockedPress, not onPress, on a press during the countdown', async () => {
    const onPress = vi.fn();
    const onLockedPress = vi.fn();
    render(<CountdownButton onPress={onPress} onLockedPress={onLockedPress} />);
    await press('get code');
    act(() => vi.advanceTimersByTime(3000));
    await press('Resend in 57s');
    expect(onPress).toHaveBeenCalledTimes(1);
    expect(onLockedPress).toHaveBeenCalledTimes(1);
  });

  it('stays idle when sending fails (onPress rejects or returns false)', async () => {
    render(<CountdownButton onPress={() => Promise.reject(new Error('101'))} />);
    await press('get code');
    expect(screen.getByRole('button', { name: 'get code' })).toBeTruthy();
  });

  it('starts only after the send resolves', async () => {
    let resolve: () => void = () => {};
    render(<CountdownButton onPress={() => new Promise<void>((r) => (resolve = r))} />);
    await press('get code');
    expect(screen.getByRole('button', { name: 'get code' }).getAttribute('aria-busy')).toBe('true');
    await act(async () => resolve());
    expect(screen.getByRole('button', { name: 'Resend in 60s' })).toBeTruthy();
  });

  it("resets to 60 and 'get code' through the handle (Cancel on the SMS step)", async () => {
    const ref = createRef<CountdownButtonHandle>();
    render(<CountdownButton ref={ref} />);
    act(() => ref.current?.start());
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByRole('button', { name: 'Resend in 50s' })).toBeTruthy();
    act(() => ref.current?.reset());
    expect(screen.getByRole('button', { name: 'get code' })).toBeTruthy();
    act(() => ref.current?.start());
    expect(screen.getByRole('button', { name: 'Resend in 60s' })).toBeTruthy();
  });

  it('catches up with the clock after the webview was in the background', async () => {
    render(<CountdownButton />);
    await press('get code');
    // Timers were throttled: only one tick fires, 20 s later.
    vi.setSystemTime(Date.now() + 20_000);
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('button', { name: 'Resend in 39s' })).toBeTruthy();
  });

  it('shows a fixed state when controlled through remaining', () => {
    render(<CountdownButton remaining={42} />);
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByRole('button', { name: 'Resend in 42s' })).toBeTruthy();
  });
});
