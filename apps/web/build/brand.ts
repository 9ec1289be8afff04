// Picks the brand a build serves from the registry (brands/registry.ts) by VITE_BRAND: `@brand`
// resolves to that brand's folder, so no other brand's config, strings or theme reach the bundle.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrandFolder } from '@loan/brands';
import { type Plugin, type ResolvedConfig, runnerImport } from 'vite';
import { brandHtml } from './brandHtml.ts';

const brandsDir = resolve(dirname(fileURLToPath(import.meta.url)), '../../../brands');

/** The registry, loaded through Vite (its brands are TypeScript that imports workspace packages). */
async function loadRegistry(): Promise<Record<string, BrandFolder>> {
  const { module } = await runnerImport<{ registry: Record<string, BrandFolder> }>(
    join(brandsDir, 'registry.ts'),
    { configFile: false, logLevel: 'error' },
  );
  return module.registry;
}

/** The registry entry for an id; an unknown id fails with the list of ids. */
export function chosenBrand(registry: Record<string, BrandFolder>, id: string): BrandFolder {
  const folder = Object.hasOwn(registry, id) ? registry[id] : undefined;
  if (!folder) {
    throw new Error(
      `VITE_BRAND '${id}' is not in brands/registry.ts. Brands: ${Object.keys(registry).join(', ')}`,
    );
  }
  return folder;
}

/**
 * `@brand` (the folder's index) and `@brand/<file>` for the brand of VITE_BRAND; index.html in the
 * brand's words and colour; the dev and preview servers proxy every brand's API base and the
 * sandbox's admin to the sandbox; the build writes
 * `.vite/brand.json` (id, API base) for the server of `pnpm start` (scripts/web-server.mjs).
 */
export function brandPlugin(id = process.env.VITE_BRAND || 'default'): Plugin {
  let folder: BrandFolder | undefined;
  let config: ResolvedConfig | undefined;
  return {
    name: 'loan-brand',
    async config(_user, { command }) {
      // Loading the registry runs defineBrand on every brand here, which throws on an unsound config.
      const registry = await loadRegistry();
      folder = chosenBrand(registry, id);
      const sandbox = `http://127.0.0.1:${process.env.SANDBOX_PORT ?? 8787}`;
      const bases = new Set(Object.values(registry).map((brand) => brand.config.apiBaseUrl));
      const proxy = Object.fromEntries([...bases, '/__sandbox'].map((base) => [base, sandbox]));
      return {
        resolve: { alias: [{ find: /^@brand(\/.*)?$/, replacement: `${join(brandsDir, id)}$1` }] },
        // ...so a build's browser bundle leaves the checks out (docs/decisions/field-cost.md); dev keeps them.
        define: command === 'build' ? { __LOAN_BRAND_CHECKED__: 'true' } : {},
        server: { proxy },
        preview: { proxy },
      };
    },
    configResolved(resolved) {
      config = resolved;
    },
    transformIndexHtml(html) {
      return folder ? brandHtml(html, folder) : html;
    },
    closeBundle() {
      if (config?.command !== 'build' || config.build.ssr || !folder) return;
      const out = join(config.root, config.build.outDir, '.vite');
      mkdirSync(out, { recursive: true });
      writeFileSync(
        join(out, 'brand.json'),
        `${JSON.stringify({ id, apiBaseUrl: folder.config.apiBaseUrl })}\n`,
      );
    },
  };
}
