// publint and arethetypeswrong on what would really be published: the tarball that `pnpm pack`
// makes, with publishConfig applied (inside the workspace, exports point at src).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const packages = ['packages/core', 'packages/ui'];
const out = mkdtempSync(join(tmpdir(), 'loan-pack-'));
let failed = false;

for (const dir of packages) {
  execFileSync('pnpm', ['pack', '--pack-destination', out], { cwd: dir, stdio: 'ignore' });
  const tarball = readdirSync(out).find((f) =>
    f.startsWith(dir.endsWith('core') ? 'loan-core-' : 'loan-ui-'),
  );
  if (!tarball) throw new Error(`no tarball for ${dir}`);
  const path = join(out, tarball);
  for (const [name, args] of [
    ['publint', ['publint', 'run', path, '--strict']],
    // A CSS entry has no types by nature; every JS entry is checked.
    [
      'attw',
      ['attw', path, '--profile', 'esm-only', '--format', 'ascii', '--exclude-entrypoints', 'styles.css'],
    ],
  ]) {
    try {
      execFileSync('pnpm', ['exec', ...args], { encoding: 'utf8', stdio: 'pipe' });
      console.log(`${dir} ${name}: ok`);
    } catch (error) {
      failed = true;
      console.error(`${dir} ${name}: FAILED\n${error.stdout ?? ''}${error.stderr ?? ''}`);
    }
  }
}
rmSync(out, { recursive: true, force: true });

// The kit's CSS touches only what the kit renders: every selector of the shipped sheets starts at one of
// its own classes, never at an element, `*`, `html` or `body` of the host (docs/decisions/0005-kit-css-scope.md).
for (const sheet of ['packages/ui/dist/index.css', 'packages/ui/dist/theme.css']) {
  const css = readFileSync(sheet, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
  const selectors = [...css.matchAll(/(?:^|[{}])\s*([^{}@]+?)\s*\{/g)]
    .map((m) => m[1].trim())
    .filter((sel) => !/^(from|to|[\d.]+%)(\s*,\s*(from|to|[\d.]+%))*$/.test(sel));
  const global = selectors.flatMap((sel) => sel.split(',')).filter((sel) => !sel.trim().startsWith('.'));
  if (global.length) {
    failed = true;
    console.error(
      `${sheet}: selectors outside the kit's classes: ${[...new Set(global)].slice(0, 10).join(' | ')}`,
    );
  } else console.log(`${sheet}: ${selectors.length} rules, every selector scoped to a kit class`);
}

process.exit(failed ? 1 : 0);
