// Keeps the previous releases' hashed files in a new build before it is published (docs/hosting.md,
// docs/decisions/deploys.md): a page of an older release that is still open, or that its service worker
// still serves from its cache, loads its route chunks after the deploy. Every file of `assets/` stays
// until `keepAssetsDays` after the last release that used it; `.vite/kept-assets.json` in the build
// records since when each kept file is unused, so the next deploy carries the dates on.
//
//   node scripts/keep-assets.mjs <previous release folder> <new build folder>
//   node scripts/keep-assets.mjs --publish <served folder> <new build folder>
//
// --publish (`pnpm start`, or nginx with the served folder on this machine): keeps the served folder's
// files in the build, then copies the build into the served folder, `assets/` first so no new page
// names a file not yet there, and removes what the build does not hold (as `rsync --delete` would).

import {
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { keepAssetsDays } from '../apps/web/cacheHeaders.mjs';

const dayMs = 24 * 60 * 60 * 1000;
const recordPath = (dir) => join(dir, '.vite', 'kept-assets.json');

function readRecord(dir) {
  const file = recordPath(dir);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
}

const filesOf = (dir) =>
  existsSync(join(dir, 'assets'))
    ? readdirSync(join(dir, 'assets'), { withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => entry.name)
    : [];

/**
 * Copies into `next/assets/` each file of `previous/assets/` that `next` lacks and that stopped being
 * used less than `days` ago (a file of the previous release itself stops now), and writes `next`'s
 * record. Returns the file names kept and dropped.
 */
export function keepAssets(previous, next, { days = keepAssetsDays, now = new Date() } = {}) {
  const previousRecord = readRecord(previous);
  const own = new Set(filesOf(next));
  const record = {};
  const kept = [];
  const dropped = [];
  for (const name of filesOf(previous)) {
    if (own.has(name)) continue;
    // Unused since the release that stopped using it, or from now on for the previous release's own.
    const since = previousRecord[name] ?? now.toISOString();
    if (now.getTime() - Date.parse(since) > days * dayMs) {
      dropped.push(name);
      continue;
    }
    copyFileSync(join(previous, 'assets', name), join(next, 'assets', name));
    record[name] = since;
    kept.push(name);
  }
  mkdirSync(join(next, '.vite'), { recursive: true });
  writeFileSync(recordPath(next), `${JSON.stringify(record, null, 1)}\n`);
  return { kept: kept.sort(), dropped: dropped.sort() };
}

/** Every file path under `dir`, relative to it. */
const allFiles = (dir) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)));

/**
 * Puts the build `next` in place of the served folder `live`: its older releases' files kept
 * (keepAssets), `assets/` copied first, then the pages and sw.js, then whatever `next` lacks removed.
 */
export function publishRelease(live, next, options) {
  const result = keepAssets(live, next, options);
  mkdirSync(live, { recursive: true });
  cpSync(join(next, 'assets'), join(live, 'assets'), { recursive: true });
  cpSync(next, live, { recursive: true });
  const wanted = new Set(allFiles(next));
  for (const file of allFiles(live)) if (!wanted.has(file)) rmSync(join(live, file));
  return result;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = process.argv.slice(2);
  const publish = args[0] === '--publish';
  const [previous, next] = args.slice(publish ? 1 : 0).map((dir) => resolve(dir));
  if (!previous || !next || !existsSync(join(next, 'assets'))) {
    console.error(
      'usage: node scripts/keep-assets.mjs [--publish] <previous or served folder> <new build folder>',
    );
    process.exit(1);
  }
  const { kept, dropped } = (publish ? publishRelease : keepAssets)(previous, next);
  console.log(
    `keep-assets: ${kept.length} files of earlier releases kept, ${dropped.length} unused for over ${keepAssetsDays} days dropped${publish ? `; published into ${previous}` : ''}`,
  );
}
