/** Renames object keys at every depth, arrays included; keys not in the map are kept (spec 3). */
export function mapKeys(value: unknown, map: Readonly<Record<string, string>>): unknown {
  if (Array.isArray(value)) return value.map((item) => mapKeys(item, map));
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) out[map[key] ?? key] = mapKeys(inner, map);
  return out;
}

/** The reverse direction of a key map (spec key -> wire key), for the sandbox and for request bodies. */
export function invertKeyMap(map: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(Object.entries(map).map(([wire, spec]) => [spec, wire]));
}
