import { readdirSync } from 'node:fs';
import { defineConfig } from 'tsup';
import { matrixTargets } from '../../scripts/matrix.mjs';

// One entry per folder, so each lands in its own chunk: with `sideEffects: false`, a bundler that
// imports `formatMoney` alone drops the API schemas, valibot and the message catalogues.
const folders = readdirSync('src', { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => [`${d.name}/index`, `src/${d.name}/index.ts`] as const);

export default defineConfig({
  entry: { index: 'src/index.ts', ...Object.fromEntries(folders) },
  format: ['esm'],
  // Types come from the one public entry; the per-folder entries exist only for chunking.
  dts: { entry: { index: 'src/index.ts' }, compilerOptions: { ignoreDeprecations: '6.0' } },
  sourcemap: true,
  clean: true,
  splitting: true,
  treeshake: true,
  // The support matrix (root package.json `browserslist`, docs/decisions/support-matrix.md).
  target: matrixTargets,
});
