import { readdirSync } from 'node:fs';
import { brandProblems } from '@loan/core';
import { describe, expect, it } from 'vitest';
import { brandIds, registry } from './registry';

describe('the brand registry', () => {
  it('lists every brand folder, each under its own id', () => {
    const folders = readdirSync(new URL('.', import.meta.url), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && entry.name !== 'node_modules')
      .map((entry) => entry.name);
    expect([...brandIds].sort()).toEqual(folders.sort());
    for (const id of brandIds) expect(registry[id].config.id).toBe(id);
  });
  it('holds sound configs only: distinct API bases, schemes and bridge names', () => {
    for (const id of brandIds) expect(brandProblems(registry[id].config), id).toEqual([]);
    const distinct = (pick: (id: (typeof brandIds)[number]) => string) => new Set(brandIds.map(pick)).size;
    expect(distinct((id) => registry[id].config.apiBaseUrl)).toBe(brandIds.length);
    expect(distinct((id) => registry[id].config.appScheme)).toBe(brandIds.length);
    expect(distinct((id) => registry[id].config.bridge.androidInterface)).toBe(brandIds.length);
  });
});
