import { PULL_DAMPING, PULL_DISTANCE } from '@loan/core';

export const pullStates = ['pulling', 'canRelease', 'refreshing', 'complete'] as const;
export type PullState = (typeof pullStates)[number];

/** Share of the finger's travel that moves the content at the start of a pull. */
export const PULL_SCALE = 0.6;

export interface DampInput {
  /** Current offset of the content, in px. */
  offset: number;
  /** Finger movement since the last move event, in px (positive = down). */
  dy: number;
  /** Finger travel since the pull began, in px. */
  travelled: number;
  /** Height of the viewport, in px: the further the pull, the stiffer it gets. */
  viewportHeight: number;
  /** Offset beyond which a further pull down moves nothing. Default PULL_DAMPING (100, spec 9). */
  damping?: number;
  /** Share of the movement applied at the start. Default PULL_SCALE (0.6). */
  scale?: number;
}

/**
 * The content offset after one move of a pull (rubber band): each move counts for
 * `scale * (1 - travelled / viewportHeight)` of itself, and past `damping` px a pull down moves nothing.
 * Moving back up always follows the finger's damped movement, and the offset never goes below 0.
 */
export function dampedPull({
  offset,
  dy,
  travelled,
  viewportHeight,
  damping = PULL_DAMPING,
  scale = PULL_SCALE,
}: DampInput): number {
  if (dy > 0 && offset > damping) return offset;
  const ratio = viewportHeight > 0 ? Math.min(1, Math.abs(travelled) / viewportHeight) : 0;
  return Math.max(0, offset + dy * (1 - ratio) * scale);
}

/** 'canRelease' once the offset reaches the refresh distance, else 'pulling'. */
export function pullStateFor(offset: number, distance: number = PULL_DISTANCE): 'pulling' | 'canRelease' {
  return offset >= distance ? 'canRelease' : 'pulling';
}

/** The scroll position counts as the top below 1 px: zoomed webviews report fractions such as 0.5. */
export function isAtTop(scrollTop: number): boolean {
  return scrollTop < 1;
}
