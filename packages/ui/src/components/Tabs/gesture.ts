import { TAB_SWIPE_THRESHOLD } from '@loan/core';

export type SwipeAxis = 'x' | 'y';

/** Movement, in px, before a gesture is judged horizontal or vertical. */
export const AXIS_SLOP_PX = 10;

/**
 * Judges the direction of a gesture once it has moved far enough: `null` while undecided, then 'x' or 'y'.
 * The caller keeps the first decision for the rest of the gesture (a vertical scroll never switches tabs).
 */
export function decideAxis(dx: number, dy: number, slop: number = AXIS_SLOP_PX): SwipeAxis | null {
  if (Math.abs(dx) < slop && Math.abs(dy) < slop) return null;
  return Math.abs(dx) > Math.abs(dy) ? 'x' : 'y';
}

export interface SwipeInput {
  /** The locked axis of the gesture, or null if it never moved enough. */
  axis: SwipeAxis | null;
  /** Horizontal travel in px (negative = towards the next tab). */
  dx: number;
  /** Width of the panel area in px. */
  width: number;
  /** Index of the active tab. */
  index: number;
  /** Number of tabs. */
  count: number;
  /** Fraction of the width a swipe must reach. Default TAB_SWIPE_THRESHOLD (0.3, spec 9). */
  threshold?: number;
}

/** The tab index a finished swipe lands on: the neighbour once the travel reaches the threshold, else the same. */
export function swipeTarget({
  axis,
  dx,
  width,
  index,
  count,
  threshold = TAB_SWIPE_THRESHOLD,
}: SwipeInput): number {
  if (axis !== 'x' || width <= 0) return index;
  if (Math.abs(dx) < threshold * width) return index;
  const next = dx < 0 ? index + 1 : index - 1;
  return Math.min(Math.max(next, 0), count - 1);
}
