// The deploy step that keeps older releases' hashed files (scripts/keep-assets.mjs, docs/hosting.md).
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { keepAssets, publishRelease } from '../../../scripts/keep-assets.mjs';
import { keepAssetsDays } from '../cacheHeaders.mjs';

const day = 24 * 60 * 60 * 1000;
const folders: string[] = [];

/** A build-shaped folder: `assets/` with the given files, an index.html, and a kept-assets record if given. */
function release(assets: string[], record?: Record<string, string>) {
  const dir = mkdtempSync(join(tmpdir(), 'keep-assets-'));
  folders.push(dir);
  mkdirSync(join(dir, 'assets'));
  for (const name of assets) writeFileSync(join(dir, 'assets', name), name);
  writeFileSync(join(dir, 'index.html'), `<script src="/assets/${assets[0]}"></script>`);
  if (record) {
    mkdirSync(join(dir, '.vite'));
    writeFileSync(join(dir, '.vite', 'kept-assets.json'), JSON.stringify(record));
  }
  return dir;
}
const assetsOf = (dir: string) => readdirSync(join(dir, 'assets')).sort();
const recordOf = (dir: string) => JSON.parse(readFileSync(join(dir, '.vite', 'kept-assets.json'), 'utf8'));

afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('keepAssets', () => {
  const now = new Date('2026-11-26T12:00:00Z');

  it("copies the previous release's files the new build lacks, unused from now on", () => {
    const previous = release(['index-a.js', 'route-a.js', 'shared-1.js']);
    const next = release(['index-b.js', 'route-b.js', 'shared-1.js']);
    const { kept, dropped } = keepAssets(previous, next, { now });
    expect(kept).toEqual(['index-a.js', 'route-a.js']);
    expect(dropped).toEqual([]);
    expect(assetsOf(next)).toEqual(['index-a.js', 'index-b.js', 'route-a.js', 'route-b.js', 'shared-1.js']);
    expect(readFileSync(join(next, 'assets', 'route-a.js'), 'utf8')).toBe('route-a.js');
    expect(recordOf(next)).toEqual({ 'index-a.js': now.toISOString(), 'route-a.js': now.toISOString() });
  });

  it('carries the date an older file stopped being used, and drops it after the kept days', () => {
    const recent = new Date(now.getTime() - 10 * day).toISOString();
    const old = new Date(now.getTime() - (keepAssetsDays + 1) * day).toISOString();
    const previous = release(['index-b.js', 'index-a.js', 'index-0.js'], {
      'index-a.js': recent,
      'index-0.js': old,
    });
    const next = release(['index-c.js']);
    const { kept, dropped } = keepAssets(previous, next, { now });
    expect(kept).toEqual(['index-a.js', 'index-b.js']);
    expect(dropped).toEqual(['index-0.js']);
    expect(recordOf(next)).toEqual({ 'index-a.js': recent, 'index-b.js': now.toISOString() });
    expect(keepAssetsDays).toBe(30);
  });

  it('keeps nothing and records nothing on the first release', () => {
    const next = release(['index-a.js']);
    expect(keepAssets(join(next, 'no-previous-release'), next, { now })).toEqual({ kept: [], dropped: [] });
    expect(recordOf(next)).toEqual({});
  });
});

describe('publishRelease', () => {
  it('puts the new build in place of the served folder, the older files kept and nothing else left', () => {
    const live = release(['index-a.js', 'route-a.js']);
    writeFileSync(join(live, 'oldRoute.html'), 'a route the new release dropped');
    const next = release(['index-b.js']);
    publishRelease(live, next);
    expect(assetsOf(live)).toEqual(['index-a.js', 'index-b.js', 'route-a.js']);
    expect(readFileSync(join(live, 'index.html'), 'utf8')).toContain('/assets/index-b.js');
    expect(existsSync(join(live, 'oldRoute.html'))).toBe(false);
    expect(Object.keys(recordOf(live))).toEqual(['index-a.js', 'route-a.js']);
  });
});
