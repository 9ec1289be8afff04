// Raw query-string handling that keeps every pair byte for byte, unknown params too (spec 2, Repayment code 2).

export type SearchInput = string | URLSearchParams | URL | null | undefined;

/** The query string of a search string, `URLSearchParams` or `URL`, without the leading `?`. */
export function searchString(input: SearchInput): string {
  if (input === null || input === undefined) return '';
  if (input instanceof URL) return input.search.replace(/^\?/, '');
  if (input instanceof URLSearchParams) return input.toString();
  const query = input.includes('?') ? input.slice(input.indexOf('?') + 1) : input;
  const hash = query.indexOf('#');
  return hash === -1 ? query : query.slice(0, hash);
}

function decode(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

/** The decoded name of a raw `name=value` pair. */
export function pairName(pair: string): string {
  const equals = pair.indexOf('=');
  return decode(equals === -1 ? pair : pair.slice(0, equals));
}

/** The raw `name=value` pairs of a query string, empty ones dropped. */
export function queryPairs(input: SearchInput): string[] {
  return searchString(input)
    .split('&')
    .filter((pair) => pair !== '');
}

/** Sets one parameter in a query string, leaving every other pair as it was (first occurrence replaced). */
export function setQueryParam(input: SearchInput, name: string, value: string): string {
  const encoded = `${encodeURIComponent(name)}=${encodeURIComponent(value)}`;
  let replaced = false;
  const pairs: string[] = [];
  for (const pair of queryPairs(input)) {
    if (pairName(pair) !== name) pairs.push(pair);
    else if (!replaced) {
      pairs.push(encoded);
      replaced = true;
    }
  }
  if (!replaced) pairs.push(encoded);
  return pairs.join('&');
}

/**
 * An internal link carrying the current query string over, unknown params too:
 * `withParams('/complainDetails?problemId=3', '?sessionId=s1&x=1')` gives
 * `'/complainDetails?problemId=3&sessionId=s1&x=1'`. The link's own params win over carried ones
 * of the same name; a `#hash` stays at the end.
 */
export function withParams(path: string, search: SearchInput): string {
  const hashAt = path.indexOf('#');
  const hash = hashAt === -1 ? '' : path.slice(hashAt);
  const beforeHash = hashAt === -1 ? path : path.slice(0, hashAt);
  const queryAt = beforeHash.indexOf('?');
  const base = queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt);
  const own = queryAt === -1 ? [] : queryPairs(beforeHash.slice(queryAt + 1));
  const ownNames = new Set(own.map(pairName));
  const carried = queryPairs(search).filter((pair) => !ownNames.has(pairName(pair)));
  const query = [...own, ...carried].join('&');
  return `${base}${query === '' ? '' : `?${query}`}${hash}`;
}
