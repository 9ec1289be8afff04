import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts', theme: 'src/theme/index.ts' },
  format: ['esm'],
  dts: { compilerOptions: { ignoreDeprecations: '6.0' } },
  sourcemap: true,
  clean: true,
  treeshake: true,
  target: 'es2022',
  external: ['react', 'react-dom', 'react/jsx-runtime', '@loan/core'],
  // Static CSS, exported as @loan/ui/styles.css: the app runs under a CSP without inline styles.
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
});
