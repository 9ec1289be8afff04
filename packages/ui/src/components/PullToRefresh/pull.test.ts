import { describe, expect, it } from 'vitest';
import { dampedPull, isAtTop, pullStateFor } from './pull';

describe('dampedPull', () => {
  it('moves the content by 0.6 of the finger at the start of a pull', () => {
    expect(dampedPull({ offset: 0, dy: 10, travelled: 0, viewportHeight: 640 })).toBeCloseTo(6);
  });

  it('stiffens as the pull travels further down the screen', () => {
    // Half the viewport travelled: the move counts for 0.6 * 0.5.
    expect(dampedPull({ offset: 40, dy: 10, travelled: 320, viewportHeight: 640 })).toBeCloseTo(43);
  });

  it('stops moving down once the offset is past the damping of 100 px', () => {
    expect(dampedPull({ offset: 100.5, dy: 30, travelled: 200, viewportHeight: 640 })).toBe(100.5);
  });

  it('still follows the finger back up past the damping', () => {
    expect(dampedPull({ offset: 101, dy: -10, travelled: 200, viewportHeight: 640 })).toBeLessThan(101);
  });

  it('never goes above the top (offset below 0)', () => {
    expect(dampedPull({ offset: 3, dy: -50, travelled: 10, viewportHeight: 640 })).toBe(0);
  });

  it('honours a custom damping and scale', () => {
    expect(dampedPull({ offset: 50, dy: 10, travelled: 0, viewportHeight: 640, damping: 40 })).toBe(50);
    expect(dampedPull({ offset: 0, dy: 10, travelled: 0, viewportHeight: 640, scale: 1 })).toBe(10);
  });
});

describe('pullStateFor', () => {
  it('can release from the refresh distance of 25 px on', () => {
    expect(pullStateFor(24.9)).toBe('pulling');
    expect(pullStateFor(25)).toBe('canRelease');
  });
});

describe('isAtTop', () => {
  it('tolerates a fractional scrollTop below 1 px', () => {
    expect(isAtTop(0)).toBe(true);
    expect(isAtTop(0.5)).toBe(true);
    expect(isAtTop(1)).toBe(false);
    expect(isAtTop(120)).toBe(false);
  });
});
