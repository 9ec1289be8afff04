#!/usr/bin/env node
// The README's two commands land here: `npm run dev` and `npm test` on a machine that has only
// Node 20.19+ and npm. It finds or fetches pnpm, installs the workspace, makes sure Chromium is
// there for the tests, then hands over to the pnpm script that does the work.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromiumPath, hasChromium } from './chromium.mjs';

const PNPM_VERSION = '12.21.0';
const task = process.argv[2];
const targets = { dev: 'dev:run', test: 'test:all', start: 'start:run' };
if (!(task in targets)) {
  console.error(`usage: node scripts/bootstrap.mjs ${Object.keys(targets).join('|')}`);
  process.exit(2);
}

function works(cmd, args) {
  try {
    execFileSync(cmd, args, { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

function pnpmCommand() {
  try {
    const version = execFileSync('pnpm', ['--version'], { encoding: 'utf8' }).trim();
    if (version.startsWith('12.')) return ['pnpm'];
  } catch {}
  // No global pnpm 12: run the pinned one through npx (corepack cannot verify signatures here).
  return ['npx', '--yes', `pnpm@${PNPM_VERSION}`];
}

function run(argv) {
  const [cmd, ...args] = argv;
  const result = spawnSync(cmd, args, { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

function ensureChromium() {
  if (hasChromium()) return;
  const canInstall =
    process.getuid?.() === 0 && existsSync('/etc/debian_version') && works('apt-get', ['--version']);
  if (!canInstall) {
    console.error(
      `Chromium not found at ${chromiumPath()}: install Debian's chromium (apt-get install chromium) or set CHROME_PATH.`,
    );
    process.exit(1);
  }
  console.log(
    `Chromium not found at ${chromiumPath()}: installing Debian's chromium and fonts (about a minute).`,
  );
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', 'chromium', 'chromium-headless-shell', 'fonts-noto-core', 'fonts-noto-cjk'],
  ]) {
    const r = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (r.status !== 0) process.exit(r.status ?? 1);
  }
}

const pnpm = pnpmCommand();
run([...pnpm, 'install', '--frozen-lockfile', '--prefer-offline', '--reporter=append-only']);
if (task !== 'dev') ensureChromium();
run([...pnpm, 'run', targets[task]]);
