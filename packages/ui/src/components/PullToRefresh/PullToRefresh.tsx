import { type MessageKey, PULL_DAMPING, PULL_DISTANCE, PULL_FALLBACK_MS } from '@loan/core';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useText } from '../../config';
import * as styles from './PullToRefresh.css';
import { dampedPull, isAtTop, type PullState, pullStateFor } from './pull';

export interface PullToRefreshProps {
  /** Called on release past the distance; the indicator shows 'refreshing' until the promise settles. */
  onRefresh: () => Promise<unknown> | undefined;
  /** The scrollable content. */
  children: ReactNode;
  /** Offset at which a release refreshes, in px. Default PULL_DISTANCE (25). */
  distance?: number;
  /** Offset past which a pull down moves nothing, in px. Default PULL_DAMPING (100). */
  damping?: number;
  /** How long 'refreshing' lasts when `onRefresh` returns no promise, in ms. Default PULL_FALLBACK_MS (1000). */
  fallbackMs?: number;
  /** How long 'complete' shows before the content settles back, in ms. Default `500`. */
  completeMs?: number;
  /** The element whose scroll position decides "at the top". Default the document's scrolling element. */
  scrollContainer?: () => Element | null;
  /** Texts of the indicator by state. Default the catalogue's `kit.pullToRefresh`, `kit.releaseToRefresh`, `common.loading`, `kit.refreshed`. */
  texts?: Partial<Record<PullState, string>>;
  /** Ignore pulls. Default `false`. */
  disabled?: boolean;
}

const textKeys = {
  pulling: 'kit.pullToRefresh',
  canRelease: 'kit.releaseToRefresh',
  refreshing: 'common.loading',
  complete: 'kit.refreshed',
} as const satisfies Record<PullState, MessageKey>;

// The content follows the finger down while pulled.
const pullStyle = (offset: number) => ({ transform: `translateY(${offset}px)` });

const RING = 2 * Math.PI * 8;

/** The indicator's picture by state: a ring that fills as you pull, an arrow that turns at the release point, a spinner, a tick. */
function PullIcon({ state, progress }: { state: PullState; progress: number }) {
  return (
    <svg
      className={styles.icon}
      data-pull={state}
      width="20"
      height="20"
      viewBox="0 0 20 20"
      aria-hidden="true"
      focusable="false"
    >
      <circle className={styles.ringTrack} cx="10" cy="10" r="8" fill="none" strokeWidth="2" />
      {state === 'complete' ? (
        <path
          d="m6 10.5 3 3 5-6"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      ) : (
        <circle
          cx="10"
          cy="10"
          r="8"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeDasharray={RING}
          // Pulling fills the ring toward the release point; refreshing spins a quarter of it.
          strokeDashoffset={state === 'refreshing' ? RING * 0.72 : RING * (1 - progress)}
        />
      )}
      {state === 'pulling' || state === 'canRelease' ? (
        <path
          className={styles.arrow}
          d="M10 6v8m-3-3 3 3 3-3"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      ) : null}
    </svg>
  );
}

interface Gesture {
  startX: number;
  startY: number;
  lastY: number;
  active: boolean;
}

/**
 * Pull down at the top of the page to refresh. The state ('pulling', 'canRelease', 'refreshing',
 * 'complete') is exposed as `data-state`. Only active when the scroll container is at the top (< 1 px).
 */
export function PullToRefresh({
  onRefresh,
  children,
  distance = PULL_DISTANCE,
  damping = PULL_DAMPING,
  fallbackMs = PULL_FALLBACK_MS,
  completeMs = 500,
  scrollContainer,
  texts,
  disabled = false,
}: PullToRefreshProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<PullState>('pulling');
  const [offset, setOffset] = useState(0);
  const [dragging, setDragging] = useState(false);
  const live = useRef({
    state,
    offset,
    onRefresh,
    distance,
    damping,
    fallbackMs,
    completeMs,
    scrollContainer,
    disabled,
  });
  live.current = {
    state,
    offset,
    onRefresh,
    distance,
    damping,
    fallbackMs,
    completeMs,
    scrollContainer,
    disabled,
  };

  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    let gesture: Gesture | null = null;
    const timers = new Set<ReturnType<typeof setTimeout>>();
    let mounted = true;
    const later = (fn: () => void, ms: number) => {
      const id = setTimeout(() => {
        timers.delete(id);
        fn();
      }, ms);
      timers.add(id);
    };

    const scrollTop = () => {
      const container =
        live.current.scrollContainer?.() ?? document.scrollingElement ?? document.documentElement;
      return container.scrollTop;
    };

    const finish = () => {
      if (!mounted) return;
      live.current.state = 'complete';
      setState('complete');
      later(() => {
        live.current.offset = 0;
        live.current.state = 'pulling';
        setOffset(0);
        setState('pulling');
      }, live.current.completeMs);
    };

    const refresh = () => {
      const { distance: d, fallbackMs: fallback } = live.current;
      live.current.state = 'refreshing';
      live.current.offset = d;
      setState('refreshing');
      setOffset(d);
      let result: Promise<unknown> | undefined;
      try {
        result = live.current.onRefresh();
      } catch {
        result = undefined;
      }
      if (result && typeof (result as Promise<unknown>).then === 'function') {
        (result as Promise<unknown>).then(finish, finish);
      } else {
        // No promise to wait for: the fallback timer ends the refresh (spec 9: 1 s).
        later(finish, fallback);
      }
    };

    const onStart = (event: TouchEvent) => {
      const touch = event.touches[0];
      const busy = live.current.state === 'refreshing' || live.current.state === 'complete';
      if (!touch || event.touches.length > 1 || busy || live.current.disabled || !isAtTop(scrollTop())) {
        gesture = null;
        return;
      }
      gesture = { startX: touch.clientX, startY: touch.clientY, lastY: touch.clientY, active: false };
    };

    const onMove = (event: TouchEvent) => {
      const touch = event.touches[0];
      if (!gesture || !touch) return;
      if (!gesture.active) {
        const dx = touch.clientX - gesture.startX;
        const dy = touch.clientY - gesture.startY;
        // Sideways or upward gestures, or a page that scrolled meanwhile, are the browser's.
        if (Math.abs(dx) > Math.abs(dy) || dy <= 0 || !isAtTop(scrollTop())) {
          if (Math.abs(dx) > 10 || dy < 0) gesture = null;
          return;
        }
        gesture.active = true;
        gesture.startY = touch.clientY;
        gesture.lastY = touch.clientY;
        setDragging(true);
        return;
      }
      if (event.cancelable) event.preventDefault();
      const next = dampedPull({
        offset: live.current.offset,
        dy: touch.clientY - gesture.lastY,
        travelled: touch.clientY - gesture.startY,
        viewportHeight: window.innerHeight,
        damping: live.current.damping,
      });
      gesture.lastY = touch.clientY;
      live.current.offset = next;
      live.current.state = pullStateFor(next, live.current.distance);
      setOffset(next);
      setState(live.current.state);
    };

    const onEnd = () => {
      const wasActive = gesture?.active;
      gesture = null;
      if (!wasActive) return;
      setDragging(false);
      if (live.current.state === 'canRelease') {
        refresh();
      } else {
        live.current.offset = 0;
        setOffset(0);
      }
    };

    // Not passive: a pull at the top must stop the browser's own overscroll.
    root.addEventListener('touchstart', onStart, { passive: true });
    root.addEventListener('touchmove', onMove, { passive: false });
    root.addEventListener('touchend', onEnd);
    root.addEventListener('touchcancel', onEnd);
    return () => {
      mounted = false;
      for (const id of timers) clearTimeout(id);
      root.removeEventListener('touchstart', onStart);
      root.removeEventListener('touchmove', onMove);
      root.removeEventListener('touchend', onEnd);
      root.removeEventListener('touchcancel', onEnd);
    };
  }, []);

  const t = useText();
  const text = texts?.[state] ?? t(textKeys[state]);
  const progress = Math.min(1, offset / Math.max(1, distance));
  return (
    <div ref={rootRef} className={styles.root} data-state={state} data-dragging={dragging || undefined}>
      <div className={styles.track} style={offset ? pullStyle(offset) : undefined}>
        <div className={styles.indicator} style={{ height: distance }} role="status" aria-live="polite">
          <PullIcon state={state} progress={progress} />
          <span>{text}</span>
        </div>
        {children}
      </div>
    </div>
  );
}
