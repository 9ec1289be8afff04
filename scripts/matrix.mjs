// The support matrix (docs/decisions/support-matrix.md): the root package.json's `browserslist` entry is
// its one statement. Vite (JS and CSS), tsup and `pnpm check:matrix` read their targets from here.
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import browserslist from 'browserslist';
import browserslistToEsbuild from 'browserslist-to-esbuild';
import { browserslistToTargets } from 'lightningcss';

// Paths from the module's own file path (a test's DOM environment has its own URL class).
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** The browserslist query of the root package.json. */
export const matrixQuery = browserslist.loadConfig({ path: root });

/** Every browser version the matrix covers, as browserslist names them (`chrome 87`, `ios_saf 14.5-14.8`). */
export const matrixBrowsers = browserslist(matrixQuery);

/** The matrix as esbuild/Vite targets: the oldest version of each engine (`chrome87`, `ios14.5`, `safari14.1`). */
export const matrixTargets = browserslistToEsbuild(matrixQuery);

/** The matrix as Lightning CSS targets (Vite's CSS minifier, `pnpm check:matrix`). */
export const matrixCssTargets = browserslistToTargets(matrixBrowsers);

/**
 * What Vite lowers the app's syntax for: the matrix, with Chrome raised to 91 (docs/decisions/field-cost.md).
 * Rolldown lowers every optional chain for Chrome 80-90 (~0.8 KB gzip on every first load) because of one
 * V8 bug there: a call in an optional chain with a spread argument before another argument throws
 * (crbug.com/42201552, fixed in Chrome 91). Every other syntax Chrome 91 has and 87 lacks, iOS 14.5 lacks
 * too, so it is still lowered; `pnpm check:matrix` fails on any call of the bug's shape in a built chunk.
 */
export const matrixSyntaxTargets = matrixTargets.map((target) => {
  const chrome = /^chrome(\d+)$/.exec(target);
  return chrome && Number(chrome[1]) < 91 ? 'chrome91' : target;
});
