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

function countPlaywright(file) {
  if (!existsSync(file)) return;
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  counts.passed += (stats?.expected ?? 0) + (stats?.flaky ?? 0);
  counts.failed += stats?.unexpected ?? 0;
}

rmSync('test-results', { recursive: true, force: true });
// The e2e suite visits the developer test page and injects sandbox faults from page URLs, so this
// build keeps the test page (VITE_TEST_PAGE=1) and forwards `__fault` (VITE_SANDBOX=1).
const built = step('build packages and app', 'pnpm', ['build'], {
  env: { VITE_TEST_PAGE: '1', VITE_SANDBOX: '1' },
});
step('typecheck', 'pnpm', ['typecheck']);
step('lint (biome, zero warnings)', 'pnpm', ['lint']);
if (built) {
  step('package checks (publint, arethetypeswrong)', 'pnpm', ['check:packages']);
  step('size budgets (size-limit, gzip)', 'pnpm', ['size']);
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
if (built) {
  step('end to end (Playwright, production build + sandbox)', 'pnpm', ['exec', 'playwright', 'test'], {
    env: { CI: process.env.CI ?? '1' },
    after: () => countPlaywright('test-results/e2e.json'),
  });
}

console.log('\n=== summary');
for (const r of results) console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.seconds} s)`);
const failedSteps = results.filter((r) => !r.ok).length;
if (failedSteps && counts.failed === 0) counts.failed = failedSteps;
console.log(`tests: ${counts.passed} passed, ${counts.failed} failed`);
process.exit(failedSteps ? 1 : 0);
