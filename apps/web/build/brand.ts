// Picks the brand a build serves from the registry (brands/registry.ts) by VITE_BRAND: `@brand`
// resolves to that brand's folder, so no other brand's config, strings or theme reach the bundle.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { registry } from '@loan/brands';
import type { Plugin, ResolvedConfig } from 'vite';

const brandsDir = resolve(dirname(fileURLToPath(import.meta.url)), '../../../brands');

/** The registry entry for an id; an unknown id fails with the list of ids. */
export function chosenBrand(id = 'default') {
  if (!Object.hasOwn(registry, id)) {
    throw new Error(
      `VITE_BRAND '${id}' is not in brands/registry.ts. Brands: ${Object.keys(registry).join(', ')}`,
    );
  }
  return { id, folder: registry[id as keyof typeof registry], dir: join(brandsDir, id) };
}

/**
 * `@brand` (the folder's index) and `@brand/<file>` for the brand of VITE_BRAND; the build also writes
 * `.vite/brand.json` (id, API base) for the server that proxies the brand's API (scripts/web-server.mjs).
 */
export function brandPlugin(id = process.env.VITE_BRAND || 'default'): Plugin {
  const brand = chosenBrand(id);
  let config: ResolvedConfig | undefined;
  return {
    name: 'loan-brand',
    config: () => ({
      resolve: { alias: [{ find: /^@brand(\/.*)?$/, replacement: `${brand.dir}$1` }] },
    }),
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle() {
      if (config?.command !== 'build' || config.build.ssr) return;
      const out = join(config.root, config.build.outDir, '.vite');
      mkdirSync(out, { recursive: true });
      writeFileSync(
        join(out, 'brand.json'),
        `${JSON.stringify({ id: brand.id, apiBaseUrl: brand.folder.config.apiBaseUrl })}\n`,
      );
    },
  };
}

/** Every brand's API base, for the dev server's proxy. */
export const apiBases = [...new Set(Object.values(registry).map((b) => b.config.apiBaseUrl))];
