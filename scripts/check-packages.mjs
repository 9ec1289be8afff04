// publint and arethetypeswrong on what would really be published: the tarball that `pnpm pack`
// makes, with publishConfig applied (inside the workspace, exports point at src).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
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
process.exit(failed ? 1 : 0);
