// Every change to a published package carries a changeset (docs/decisions/0004-versioning.md): when a
// package's shipped source changed since its last release (the last commit that changed its version),
// or since this check began, a changeset naming the package must have been added or edited since then.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

const packages = { '@loan/core': 'packages/core', '@loan/ui': 'packages/ui' };
// The history lists every file of every commit: past a megabyte (the default buffer) since screenshots.
const git = (...args) => execFileSync('git', args, { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 }).trim();
// Tests, stories and screenshots do not ship; everything else under src does.
const ships = (file) => !/\.(test|stories|dom\.test|property\.test)\.tsx?$|__screenshots__\//.test(file);

function since(dir) {
  // `git log -G` finds the commits whose diff touches a "version" line: the releases.
  const release = git('log', '-1', '--format=%H', '-G', '"version"', '--', `${dir}/package.json`);
  const start = git('log', '--diff-filter=A', '--format=%H', '--', 'scripts/check-changesets.mjs')
    .split('\n')
    .pop();
  if (!release) return start;
  if (!start) return release;
  try {
    execFileSync('git', ['merge-base', '--is-ancestor', release, start], { stdio: 'ignore' });
    return start;
  } catch {
    return release;
  }
}

let failed = false;
for (const [name, dir] of Object.entries(packages)) {
  const base = since(dir);
  const range = base ? [`${base}..HEAD`] : [];
  const changed = git(
    'log',
    '--format=',
    '--name-only',
    ...range,
    '--',
    `${dir}/src`,
    `${dir}/package.json`,
    // Screenshots do not ship (see `ships`), and their names alone filled the buffer.
    ':(exclude,glob)**/__screenshots__/**',
  )
    .split('\n')
    .filter((f) => f && ships(f) && existsSync(f));
  // Uncommitted edits count too, so a developer sees the failure before committing.
  const dirty = git('status', '--porcelain', '--', `${dir}/src`)
    .split('\n')
    .map((l) => l.slice(3))
    .filter((f) => f && ships(f));
  const touched = [...new Set([...changed, ...dirty])];
  if (!touched.length) {
    console.log(`${name}: no shipped change since ${base?.slice(0, 7) ?? 'the start'}`);
    continue;
  }
  const changesets = [
    ...git('log', '--format=', '--name-only', ...range, '--', '.changeset').split('\n'),
    ...git('status', '--porcelain', '--', '.changeset')
      .split('\n')
      .map((l) => l.slice(3)),
  ].filter((f) => /^\.changeset\/.+\.md$/.test(f) && !f.endsWith('README.md') && existsSync(f));
  const naming = [...new Set(changesets)].filter((f) =>
    new RegExp(`^---[\\s\\S]*["']${name}["']\\s*:[\\s\\S]*?---`, 'm').test(readFileSync(f, 'utf8')),
  );
  if (naming.length)
    console.log(`${name}: ${touched.length} shipped files changed, changesets: ${naming.join(', ')}`);
  else {
    failed = true;
    console.error(
      `${name}: ${touched.length} shipped files changed since ${base?.slice(0, 7) ?? 'the start'} (${touched.slice(0, 5).join(', ')}${touched.length > 5 ? ', ...' : ''}) and no changeset names it: run \`pnpm changeset\``,
    );
  }
}
process.exit(failed ? 1 : 0);
