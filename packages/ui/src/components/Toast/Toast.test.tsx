import { specCatalogue } from '@loan/core';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConfigProvider } from '../../config';
import { resolveToastDuration, toast } from './store';
import { ToastViewport } from './Toast';

describe('resolveToastDuration', () => {
  it('keeps a custom duration that exceeds 300 ms', () => {
    expect(resolveToastDuration(301, 3000)).toBe(301);
    expect(resolveToastDuration(5000, 2000)).toBe(5000);
  });

  it('falls back to the default for 300 ms or less, zero, negative or non-finite durations', () => {
    expect(resolveToastDuration(300, 3000)).toBe(3000);
    expect(resolveToastDuration(100, 2000)).toBe(2000);
    expect(resolveToastDuration(0, 3000)).toBe(3000);
    expect(resolveToastDuration(-5, 3000)).toBe(3000);
    expect(resolveToastDuration(Number.NaN, 3000)).toBe(3000);
    expect(resolveToastDuration(Number.POSITIVE_INFINITY, 3000)).toBe(3000);
    expect(resolveToastDuration(undefined, 3000)).toBe(3000);
  });
});

describe('toast', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    render(<ToastViewport />);
  });
  afterEach(() => {
    act(() => toast.clear());
    vi.useRealTimers();
  });

  it('shows a success toast in the polite status region for the default 3000 ms', () => {
    act(() => toast.success('Upload succeeded!'));
    expect(screen.getByRole('status').textContent).toBe('Upload succeeded!');
    act(() => vi.advanceTimersByTime(2999));
    expect(screen.getByRole('status').textContent).toBe('Upload succeeded!');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('shows an info toast for 2000 ms', () => {
    act(() => toast.info('copy success'));
    act(() => vi.advanceTimersByTime(1999));
    expect(screen.getByRole('status').textContent).toBe('copy success');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('announces a failure assertively through the alert region', () => {
    act(() => toast.fail('verification code wrong'));
    expect(screen.getByRole('alert').textContent).toBe('verification code wrong');
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('honours a custom duration above 300 ms', () => {
    act(() => toast.info('Saved', 500));
    act(() => vi.advanceTimersByTime(499));
    expect(screen.getByRole('status').textContent).toBe('Saved');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('replaces a custom duration of 300 ms or less with the default, so the toast is readable', () => {
    act(() => toast.info('Saved', 300));
    act(() => vi.advanceTimersByTime(1999));
    expect(screen.getByRole('status').textContent).toBe('Saved');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status').textContent).toBe('');

    act(() => toast.fail('error', 50));
    act(() => vi.advanceTimersByTime(2999));
    expect(screen.getByRole('alert').textContent).toBe('error');
  });

  it('shows one toast at a time: a new one replaces the old and outlives its timer', () => {
    act(() => toast.info('first'));
    act(() => vi.advanceTimersByTime(1500));
    act(() => toast.success('second'));
    expect(screen.getByRole('status').textContent).toBe('second');
    act(() => vi.advanceTimersByTime(600));
    expect(screen.getByRole('status').textContent).toBe('second');
    act(() => vi.advanceTimersByTime(2400));
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it("keeps the 'loading...' toast until it is cleared", () => {
    act(() => toast.loading());
    expect(screen.getByRole('status').textContent).toBe('loading...');
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByRole('status').textContent).toBe('loading...');
    act(() => toast.clear());
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('replaces a loading toast with the outcome', () => {
    act(() => toast.loading());
    act(() => toast.fail('failed to query card list'));
    expect(screen.getByRole('status').textContent).toBe('');
    expect(screen.getByRole('alert').textContent).toBe('failed to query card list');
  });
});

describe('the loading toast without a text', () => {
  it("says the viewport's locale word for loading", () => {
    render(
      <ConfigProvider locale={{ ...specCatalogue, 'common.loading': 'cargando...' }}>
        <ToastViewport />
      </ConfigProvider>,
    );
    act(() => toast.loading());
    expect(screen.getByRole('status').textContent).toBe('cargando...');
    act(() => toast.clear());
  });
});
