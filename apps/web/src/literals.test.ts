import { describe, expect, it } from 'vitest';
import { literalsUnder } from '../../../scripts/literals';

// The test helpers under src/test are never shipped: their words are the tests' own.
const shipped = (file: string) => !file.startsWith('test/');

describe('the app speaks only its catalogue', () => {
  it('has no user-visible literal in a route, the shell or an error page', () => {
    const found = literalsUnder(import.meta.dirname).filter((l) => shipped(l.file));
    expect(found.map((l) => `${l.file}:${l.line} ${l.text}`)).toEqual([]);
  });
});
