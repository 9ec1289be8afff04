// The README's test command runs this: every layer, in the order that fails fastest, with one
// summary at the end. Steps after a failure still run, so one run shows everything that is wrong.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';

const results = [];
const counts = { passed: 0, failed: 0 };

function step(name, cmd, args, { env = {}, after } = {}) {
  console.log(`\n=== ${name}: ${[cmd, ...args].join(' ')}`);
  const started = Date.now();
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = r.status === 0;
  after?.();
  results.push({ name, ok, seconds: Math.round((Date.now() - started) / 1000) });
  return ok;
}

function countVitest(file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  counts.passed += report.numPassedTests ?? 0;
  counts.failed +=
    (report.numFailedTests ?? 0) +
    (report.numTotalTestSuites > 0 && report.success === false && !report.numFailedTests ? 1 : 0);
}

/** Seconds of test time per Playwright project (one per brand), summed over its tests. */
const e2eByBrand = new Map();

function countPlaywright(file) {
  if (!existsSync(file)) return;
  const { stats, suites = [] } = JSON.parse(readFileSync(file, 'utf8'));
  counts.passed += (stats?.expected ?? 0) + (stats?.flaky ?? 0);
  counts.failed += stats?.unexpected ?? 0;
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const ms = (test.results ?? []).reduce((sum, r) => sum + (r.duration ?? 0), 0);
        const seen = e2eByBrand.get(test.projectName) ?? { tests: 0, ms: 0 };
        e2eByBrand.set(test.projectName, { tests: seen.tests + 1, ms: seen.ms + ms });
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of suites) walk(suite);
}

/** Every brand id of brands/registry.ts (TypeScript, so read through tsx); a failed read is a failed step. */
function brandIds() {
  const r = spawnSync(
    'pnpm',
    ['exec', 'tsx', '-e', "import('@loan/brands').then((m) => console.log(m.brandIds.join(' ')))"],
    { encoding: 'utf8' },
  );
  if (r.status === 0) return r.stdout.trim().split(/\s+/);
  console.error(`could not read the brands registry:\n${r.stderr}`);
  results.push({ name: 'read the brands registry', ok: false, seconds: 0 });
  return undefined;
}

rmSync('test-results', { recursive: true, force: true });
// The e2e suite visits the developer test page and injects sandbox faults from page URLs, so this
// build keeps the test page (VITE_TEST_PAGE=1) and forwards `__fault` (VITE_SANDBOX=1).
const built = step('build packages and app', 'pnpm', ['build'], {
  env: { VITE_TEST_PAGE: '1', VITE_SANDBOX: '1' },
});
// Every other brand's production build for its e2e project (playwright.config.ts): apps/web/dist-<id>.
const outDir = process.env.WEB_OUT_DIR ?? 'dist';
// `pnpm build` built the default brand (VITE_BRAND unset) into dist.
const ids = built ? brandIds() : [];
const brandsBuilt = !!ids
  ?.filter((id) => id !== 'default')
  .map((id) =>
    step(`build the app for brand ${id}`, 'pnpm', ['--filter', 'web', 'build'], {
      env: { VITE_BRAND: id, WEB_OUT_DIR: `${outDir}-${id}`, VITE_TEST_PAGE: '1', VITE_SANDBOX: '1' },
    }),
  )
  .every(Boolean);
step('typecheck', 'pnpm', ['typecheck']);
step('lint (biome, zero warnings)', 'pnpm', ['lint']);
if (built) {
  step('package checks (publint, arethetypeswrong)', 'pnpm', ['check:packages']);
  step('size budgets (size-limit, gzip)', 'pnpm', ['size']);
  // Every built chunk and style sheet of the app and the packages against the support matrix.
  step('support matrix (es-check, Lightning CSS: pnpm check:matrix)', 'pnpm', ['check:matrix']);
}
step('every package change carries a changeset', 'node', ['scripts/check-changesets.mjs']);
step(
  'unit tests with coverage of @loan/core',
  'pnpm',
  [
    'exec',
    'vitest',
    'run',
    '--project',
    'core',
    '--project',
    'core-dom',
    '--project',
    'ui',
    '--project',
    'brands',
    '--project',
    'sandbox',
    '--project',
    'web',
    '--coverage',
    '--reporter=default',
    '--reporter=json',
    '--outputFile=test-results/unit.json',
  ],
  { after: () => countVitest('test-results/unit.json') },
);
step(
  'stories in Chromium (play, axe, screenshots)',
  'pnpm',
  [
    'exec',
    'vitest',
    'run',
    '--project',
    'storybook',
    '--reporter=default',
    '--reporter=json',
    '--outputFile=test-results/stories.json',
  ],
  { after: () => countVitest('test-results/stories.json') },
);
step('storybook build', 'pnpm', ['build-storybook']);
// After the unit and story layers: it publishes through the release pipeline (each package is built
// again by its prepack) to a throwaway Verdaccio and builds an outside app against it.
if (step('packages from a registry (Verdaccio consumer test)', 'pnpm', ['test:consumer'])) counts.passed++;
if (built && brandsBuilt) {
  step(
    'end to end (Playwright, every brand: its production build and sandbox; old-engine: the matrix floor)',
    'pnpm',
    ['exec', 'playwright', 'test'],
    {
      env: { CI: process.env.CI ?? '1' },
      after: () => countPlaywright('test-results/e2e.json'),
    },
  );
}

console.log('\n=== summary');
for (const r of results) console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.seconds} s)`);
for (const [brand, { tests, ms }] of e2eByBrand) {
  console.log(`     e2e brand ${brand}: ${tests} tests, ${Math.round(ms / 1000)} s of test time (2 workers)`);
}
const failedSteps = results.filter((r) => !r.ok).length;
if (failedSteps && counts.failed === 0) counts.failed = failedSteps;
console.log(`tests: ${counts.passed} passed, ${counts.failed} failed`);
process.exit(failedSteps ? 1 : 0);
