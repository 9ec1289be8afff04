import { describe, expect, it } from 'vitest';
import { createRateLimit } from './limit';

describe('createRateLimit', () => {
  it('sends the same report once, whatever kind tells of it again', () => {
    const limit = createRateLimit({ perKind: 5, total: 10 });
    expect(limit.check('react', 'x is undefined')).toBe('send');
    expect(limit.check('react', 'x is undefined')).toBe('repeat');
    expect(limit.check('error', 'x is undefined')).toBe('repeat');
    expect(limit.check('error', 'y is undefined')).toBe('send');
  });

  it('sends at most perKind reports of one kind', () => {
    const limit = createRateLimit({ perKind: 3, total: 10 });
    const verdicts = Array.from({ length: 50 }, (_, i) => limit.check('error', `error ${i}`));
    expect(verdicts.filter((v) => v === 'send')).toHaveLength(3);
    expect(verdicts.slice(3).every((v) => v === 'over')).toBe(true);
    expect(limit.check('vital', 'LCP')).toBe('send');
  });

  it('sends at most total reports in all', () => {
    const limit = createRateLimit({ perKind: 10, total: 4 });
    const kinds = ['error', 'rejection', 'resource', 'vital', 'chunk_load', 'error'];
    expect(kinds.map((kind, i) => limit.check(kind, String(i)))).toEqual([
      'send',
      'send',
      'send',
      'send',
      'over',
      'over',
    ]);
  });

  it('gives each page its own budget', () => {
    const first = createRateLimit({ perKind: 1, total: 1 });
    expect(first.check('error', 'a')).toBe('send');
    expect(createRateLimit({ perKind: 1, total: 1 }).check('error', 'b')).toBe('send');
  });
});
