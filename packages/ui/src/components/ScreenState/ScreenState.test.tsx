import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AsyncScreen, getScreenState } from './ScreenState';

describe('getScreenState', () => {
  it('loading wins over a failure and an empty result (a retry in flight shows the skeleton)', () => {
    expect(getScreenState({ loading: true, failed: true, empty: true })).toBe('loading');
  });

  it('a failure wins over an empty result', () => {
    expect(getScreenState({ failed: true, empty: true })).toBe('failed');
  });

  it('empty, then ready when nothing else holds', () => {
    expect(getScreenState({ empty: true })).toBe('empty');
    expect(getScreenState({})).toBe('ready');
  });
});

describe('AsyncScreen', () => {
  it('calls a render-function child only when ready', () => {
    let calls = 0;
    const content = () => {
      calls += 1;
      return <p>Loaded</p>;
    };
    const { rerender } = render(<AsyncScreen state="failed">{content}</AsyncScreen>);
    expect(calls).toBe(0);
    rerender(<AsyncScreen state="ready">{content}</AsyncScreen>);
    expect(calls).toBe(1);
    expect(screen.getByText('Loaded')).toBeTruthy();
  });

  it('shows a generic error without a retry when no failure is given', () => {
    render(<AsyncScreen state="failed" />);
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
