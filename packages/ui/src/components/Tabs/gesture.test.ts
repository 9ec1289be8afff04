import { describe, expect, it } from 'vitest';
import { decideAxis, swipeTarget } from './gesture';

describe('decideAxis', () => {
  it('stays undecided until the gesture moves 10 px', () => {
    expect(decideAxis(4, -6)).toBeNull();
    expect(decideAxis(9.9, 9.9)).toBeNull();
  });

  it('judges a mostly sideways gesture horizontal and a mostly upright one vertical', () => {
    expect(decideAxis(-30, 8)).toBe('x');
    expect(decideAxis(12, 40)).toBe('y');
  });

  it('calls an exact diagonal vertical, so scrolling wins a tie', () => {
    expect(decideAxis(20, 20)).toBe('y');
  });
});

describe('swipeTarget', () => {
  const base = { width: 300, index: 2, count: 5 } as const;

  it('moves to the next tab on a left swipe of at least 0.3 of the width', () => {
    expect(swipeTarget({ ...base, axis: 'x', dx: -90 })).toBe(3);
  });

  it('moves to the previous tab on a right swipe of at least 0.3 of the width', () => {
    expect(swipeTarget({ ...base, axis: 'x', dx: 120 })).toBe(1);
  });

  it('stays on the tab when the swipe is shorter than the threshold', () => {
    expect(swipeTarget({ ...base, axis: 'x', dx: -89 })).toBe(2);
  });

  it('never switches tabs for a gesture locked vertical, however far it moved sideways later', () => {
    expect(swipeTarget({ ...base, axis: 'y', dx: -250 })).toBe(2);
    expect(swipeTarget({ ...base, axis: null, dx: -250 })).toBe(2);
  });

  it('stops at the first and last tab', () => {
    expect(swipeTarget({ ...base, axis: 'x', dx: 200, index: 0 })).toBe(0);
    expect(swipeTarget({ ...base, axis: 'x', dx: -200, index: 4 })).toBe(4);
  });

  it('honours a custom threshold', () => {
    expect(swipeTarget({ ...base, axis: 'x', dx: -60, threshold: 0.2 })).toBe(3);
  });
});
