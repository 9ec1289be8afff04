// Runs size-limit, prints one line per budget, and fails when any budget is exceeded.
import { spawnSync } from 'node:child_process';

const run = spawnSync('pnpm', ['exec', 'size-limit', '--json'], { encoding: 'utf8' });
let entries;
try {
  entries = JSON.parse(run.stdout);
} catch {
  console.error(run.stdout, run.stderr);
  process.exit(1);
}
let failed = 0;
for (const e of entries) {
  const kb = (e.size / 1000).toFixed(1);
  if (!e.passed) failed++;
  console.log(`${e.passed ? 'ok  ' : 'OVER'} ${kb.padStart(6)} kB  ${e.name}`);
}
console.log(`${entries.length} budgets, ${failed} over`);
process.exit(failed ? 1 : 0);
