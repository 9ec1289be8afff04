import { readdirSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { transform } from 'esbuild';
import { defineConfig } from 'tsup';
import { matrixTargets } from '../../scripts/matrix.mjs';

// One entry per widget and screen, so each lands in its own chunk: a bundler that imports Button alone
// drops the rest, and a widget's dependency (qrcode-generator) comes only with the widget that uses it.
const folders = ['components', 'screens'].flatMap((kind) =>
  readdirSync(`src/${kind}`).map(
    (name) => [`${kind}/${name}/index`, `src/${kind}/${name}/index.ts`] as const,
  ),
);

export default defineConfig({
  entry: { index: 'src/index.ts', theme: 'src/theme/index.ts', ...Object.fromEntries(folders) },
  format: ['esm'],
  // Types come from the two public entries; the per-folder entries exist only for chunking.
  dts: {
    entry: { index: 'src/index.ts', theme: 'src/theme/index.ts' },
    compilerOptions: { ignoreDeprecations: '6.0' },
  },
  sourcemap: true,
  clean: true,
  treeshake: true,
  // The support matrix (root package.json `browserslist`, docs/decisions/support-matrix.md).
  target: matrixTargets,
  external: ['react', 'react-dom', 'react/jsx-runtime', '@loan/core'],
  // Static CSS, exported as @loan/ui/styles.css: the app runs under a CSP without inline styles.
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
  // The plugin leaves each module's source as a base64 comment: minify the sheet (about a third of its gzip size).
  onSuccess: async () => {
    // Per-folder sheets repeat what index.css holds: only index.css (styles.css) and theme.css ship.
    for (const [name] of folders)
      await rm(`dist/${name}.css`, { force: true }).then(() => rm(`dist/${name}.css.map`, { force: true }));
    for (const file of ['dist/index.css', 'dist/theme.css']) {
      const { code } = await transform(await readFile(file, 'utf8'), {
        loader: 'css',
        minify: true,
        target: matrixTargets,
      });
      await writeFile(file, code.replace(/\/\*# sourceMappingURL=.*?\*\/\s*/, ''));
      // The map described the unminified sheet; a wrong map is worse than none.
      await rm(`${file}.map`, { force: true });
    }
  },
});
