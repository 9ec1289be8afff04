// Reading Vite's build manifest (`.vite/manifest.json`): shared by the prerender step and the size budgets.

/** Every manifest key a chunk imports statically, the chunk itself included. */
export function chunkClosure(manifest, key, seen = new Set()) {
  if (!manifest[key] || seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) chunkClosure(manifest, dep, seen);
  return seen;
}

/** The manifest key of the app's entry chunk. */
export function entryKey(manifest) {
  return Object.keys(manifest).find((key) => manifest[key].isEntry);
}

/** The chunks of the catalogue areas a screen loads with its route (apps/web/src/app/areas.ts). */
export function areaChunks(manifest, areas) {
  const keys = new Set();
  for (const area of areas) {
    const key = Object.keys(manifest).find((k) => k.endsWith(`/messages/areas/${area}.ts`));
    if (!key) throw new Error(`manifest: no chunk for the catalogue area '${area}'`);
    chunkClosure(manifest, key, keys);
  }
  return keys;
}

/** The manifest key of the app (src/app/start.tsx), which the entry imports once the route's data call is on its way. */
export function appKey(manifest) {
  const key = manifest[entryKey(manifest)].dynamicImports?.find((k) => k.endsWith('src/app/start.tsx'));
  if (!key) throw new Error('manifest: the entry does not import src/app/start.tsx');
  return key;
}
