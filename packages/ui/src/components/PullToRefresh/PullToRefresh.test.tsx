import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PullToRefresh } from './PullToRefresh';

function setScrollTop(value: number) {
  Object.defineProperty(document.documentElement, 'scrollTop', { value, configurable: true });
}

function root() {
  return screen.getByText('Orders').closest('[data-state]') as HTMLElement;
}

/** A pull of `pixels` from y = 100, in steps of 10 px. */
function pull(el: HTMLElement, pixels: number) {
  fireEvent.touchStart(el, { touches: [{ clientX: 50, clientY: 100 }] });
  for (let y = 110; y <= 100 + pixels; y += 10) {
    fireEvent.touchMove(el, { touches: [{ clientX: 50, clientY: y }] });
  }
}

describe('PullToRefresh', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    setScrollTop(0);
    Object.defineProperty(window, 'innerHeight', { value: 640, configurable: true });
  });
  afterEach(() => vi.useRealTimers());

  it('goes from pulling to canRelease once the damped pull reaches 25 px', () => {
    render(
      <PullToRefresh onRefresh={() => Promise.resolve()}>
        <p>Orders</p>
      </PullToRefresh>,
    );
    pull(root(), 30);
    expect(root().dataset.state).toBe('pulling');
    pull(root(), 60);
    expect(root().dataset.state).toBe('canRelease');
  });

  it('snaps back without refreshing when released before the distance', () => {
    const onRefresh = vi.fn(() => Promise.resolve());
    render(
      <PullToRefresh onRefresh={onRefresh}>
        <p>Orders</p>
      </PullToRefresh>,
    );
    pull(root(), 20);
    fireEvent.touchEnd(root());
    expect(onRefresh).not.toHaveBeenCalled();
    expect(root().dataset.state).toBe('pulling');
  });

  it('refreshes on release, shows complete when the promise settles, then rests', async () => {
    let resolve: () => void = () => {};
    const onRefresh = vi.fn(() => new Promise<void>((r) => (resolve = r)));
    render(
      <PullToRefresh onRefresh={onRefresh}>
        <p>Orders</p>
      </PullToRefresh>,
    );
    pull(root(), 100);
    fireEvent.touchEnd(root());
    expect(onRefresh).toHaveBeenCalledTimes(1);
    expect(root().dataset.state).toBe('refreshing');
    act(() => vi.advanceTimersByTime(5000));
    expect(root().dataset.state).toBe('refreshing');
    await act(async () => resolve());
    expect(root().dataset.state).toBe('complete');
    act(() => vi.advanceTimersByTime(500));
    expect(root().dataset.state).toBe('pulling');
  });

  it('ends the refresh after the 1 s fallback timer when onRefresh returns no promise', () => {
    render(
      <PullToRefresh onRefresh={() => undefined}>
        <p>Orders</p>
      </PullToRefresh>,
    );
    pull(root(), 100);
    fireEvent.touchEnd(root());
    act(() => vi.advanceTimersByTime(999));
    expect(root().dataset.state).toBe('refreshing');
    act(() => vi.advanceTimersByTime(1));
    expect(root().dataset.state).toBe('complete');
  });

  it('works at a fractional scrollTop below 1 px (zoomed webviews)', () => {
    setScrollTop(0.5);
    render(
      <PullToRefresh onRefresh={() => Promise.resolve()}>
        <p>Orders</p>
      </PullToRefresh>,
    );
    pull(root(), 100);
    expect(root().dataset.state).toBe('canRelease');
  });

  it('stays inactive when the page is scrolled down', () => {
    setScrollTop(120);
    const onRefresh = vi.fn();
    render(
      <PullToRefresh onRefresh={onRefresh}>
        <p>Orders</p>
      </PullToRefresh>,
    );
    pull(root(), 100);
    fireEvent.touchEnd(root());
    expect(root().dataset.state).toBe('pulling');
    expect(onRefresh).not.toHaveBeenCalled();
  });

  it('leaves a sideways gesture to the browser', () => {
    const onRefresh = vi.fn();
    render(
      <PullToRefresh onRefresh={onRefresh}>
        <p>Orders</p>
      </PullToRefresh>,
    );
    fireEvent.touchStart(root(), { touches: [{ clientX: 50, clientY: 100 }] });
    fireEvent.touchMove(root(), { touches: [{ clientX: 90, clientY: 110 }] });
    fireEvent.touchMove(root(), { touches: [{ clientX: 150, clientY: 200 }] });
    fireEvent.touchEnd(root());
    expect(onRefresh).not.toHaveBeenCalled();
  });
});
