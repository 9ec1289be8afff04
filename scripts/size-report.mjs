// Runs size-limit, prints one line per budget, and fails when any budget is exceeded.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { importCostTable, withImportCosts } from './import-costs.mjs';

const run = spawnSync('pnpm', ['exec', 'size-limit', '--json'], { encoding: 'utf8' });
let entries;
try {
  entries = JSON.parse(run.stdout);
} catch {
  console.error(run.stdout, run.stderr);
  process.exit(1);
}
const line = (e) => `${e.passed ? 'ok  ' : 'OVER'} ${(e.size / 1000).toFixed(1).padStart(6)} kB  ${e.name}`;
// Every budget over its limit, plus the largest first load of each kind, so a run stays short.
const over = entries.filter((e) => !e.passed);
const largest = (kind) =>
  entries
    .filter((e) => e.name.endsWith(kind))
    .reduce((a, b) => (b.size > (a?.size ?? -1) ? b : a), undefined);
const shown = new Set([entries[0], largest(': JS'), largest(': CSS'), ...over].filter(Boolean));
for (const e of shown) console.log(line(e));
console.log(`${entries.length} budgets checked (pnpm exec size-limit lists them all), ${over.length} over`);

// The kit's README states what an import costs: from this measurement, never by hand (issue 24).
const readmePath = 'packages/ui/README.md';
const readme = readFileSync(readmePath, 'utf8');
const measured = withImportCosts(readme, importCostTable(entries));
let stale = false;
if (process.argv.includes('--write')) writeFileSync(readmePath, measured);
else if (measured !== readme) {
  stale = true;
  console.log(`OVER ${readmePath}: "What an import costs" differs from this measurement (pnpm size --write)`);
}
process.exit(over.length || stale ? 1 : 0);
