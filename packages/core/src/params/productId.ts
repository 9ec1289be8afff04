import type { SearchInput } from './query';
import { pairName, queryPairs, searchString, setQueryParam } from './query';

function firstValue(input: SearchInput, name: string): string {
  return new URLSearchParams(searchString(input)).get(name) ?? '';
}

/**
 * The query string with `product_id` and `productId` holding the same value, or `undefined` when
 * nothing needs to change (spec 1). An empty value counts as absent; when both are set and differ,
 * `productId` (the session param of spec 3) wins.
 */
export function syncProductIdSearch(input: SearchInput): string | undefined {
  const camel = firstValue(input, 'productId');
  const snake = firstValue(input, 'product_id');
  if (camel === snake) return undefined;
  if (camel !== '') return setQueryParam(input, 'product_id', camel);
  return setQueryParam(input, 'productId', snake);
}

/** The minimal `window` this needs, so tests can pass their own. */
export interface AddressBar {
  location: Pick<Location, 'pathname' | 'search' | 'hash'>;
  history: Pick<History, 'replaceState' | 'state'>;
}

/**
 * Keeps `product_id` and `productId` in sync in the address bar with `history.replaceState`:
 * no reload, no new history entry (spec 1). Returns whether the address changed.
 */
export function syncProductIdInAddressBar(win: AddressBar = window): boolean {
  const next = syncProductIdSearch(win.location.search);
  if (next === undefined) return false;
  win.history.replaceState(win.history.state, '', `${win.location.pathname}?${next}${win.location.hash}`);
  return true;
}

/** Whether a query string carries any of the named params. */
export function hasAnyParam(input: SearchInput, names: readonly string[]): boolean {
  return queryPairs(input).some((pair) => names.includes(pairName(pair)));
}
