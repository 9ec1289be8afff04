// @vitest-environment jsdom
// (the core project also matches *.dom.test.ts; this keeps the file in jsdom there too)
import { afterEach, describe, expect, it } from 'vitest';
import { defaultBrand } from '../brand/defaultBrand';
import { followRoute, followUrl } from './follow';
import { safeUrl } from './safeUrl';

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('navigation on the real window', () => {
  it('resolves internal paths against the page origin', () => {
    expect(safeUrl(defaultBrand, '/thePublic').origin).toBe(window.location.origin);
  });
  it('follows an internal path with the current query string carried', () => {
    window.history.replaceState(null, '', '/summerJuly?sessionId=s1');
    expect(followUrl(defaultBrand, '/summerJuly#rating')).toBe('/summerJuly?sessionId=s1#rating');
    expect(window.location.hash).toBe('#rating');
  });
  it('goes to a screen of the route table, carrying the query string of the page', () => {
    window.history.replaceState(null, '', '/complaintList?sessionId=s1');
    const replaced: string[] = [];
    const location = {
      search: window.location.search,
      assign: () => {},
      replace: (href: string) => replaced.push(href),
    };
    followRoute(defaultBrand, 'complaintDetails', { problemId: 3, x: '#top' }, { replace: true, location });
    expect(replaced).toEqual(['/complainDetails?problemId=3&x=%23top&sessionId=s1']);
  });
});
