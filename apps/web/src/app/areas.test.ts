import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { type CatalogueArea, catalogueAreas, type ScreenKey, screenKeys, specCatalogue } from '@loan/core';
import { describe, expect, it } from 'vitest';
import { laterAreas, screenAreas } from './areas';

const root = join(import.meta.dirname, '../../../..');
const areasDir = join(root, 'packages/core/src/messages/areas');

/** Which area each catalogue key belongs to, read from the area modules themselves. */
async function keyAreas(): Promise<Map<string, string>> {
  const map = new Map<string, string>();
  for (const file of readdirSync(areasDir).filter((f) => f.endsWith('.ts') && f !== 'types.ts')) {
    const area = file.replace(/\.ts$/, '');
    const mod = (await import(join(areasDir, file))) as { spec: Record<string, string> };
    for (const key of Object.keys(mod.spec)) map.set(key, area);
  }
  return map;
}

const sources = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === '__screenshots__' ? [] : sources(path);
    return /\.tsx?$/.test(name) && !/\.(stories|test)\.|\.css\.ts$/.test(name) ? [path] : [];
  });

/** The files whose words a screen shows: its route module, the app modules it imports, its ui screens. */
function filesOf(screen: ScreenKey): string[] {
  const modules = readFileSync(join(root, 'apps/web/src/app/modules.ts'), 'utf8');
  const route = new RegExp(`\\b${screen}: [^\\n]*import\\('\\.\\./routes/(\\w+)'\\)`).exec(modules)?.[1];
  if (!route) return [];
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || !existsSync(file)) return;
    seen.add(file);
    const text = readFileSync(file, 'utf8');
    for (const [, name] of text.matchAll(/from '\.\.\/app\/(\w+)'|from '\.\/(\w+)'/g)) {
      for (const ext of ['.ts', '.tsx']) visit(join(root, 'apps/web/src/app', `${name}${ext}`));
    }
    for (const [, screenName] of text.matchAll(/\b(\w+Screen)\b/g)) {
      const dir = join(root, 'packages/ui/src/screens', screenName ?? '');
      if (existsSync(dir)) for (const f of sources(dir)) seen.add(f);
    }
  };
  for (const ext of ['.ts', '.tsx']) visit(join(root, 'apps/web/src/routes', `${route}${ext}`));
  return [...seen];
}

function areasRead(files: string[], areas: Map<string, string>): Set<string> {
  const found = new Set<string>();
  for (const file of files) {
    for (const [, key] of readFileSync(file, 'utf8').matchAll(/['`]([a-zA-Z]+(?:\.[a-zA-Z0-9]+)+)['`]/g)) {
      const area = areas.get(key ?? '');
      if (area) found.add(area);
    }
  }
  return found;
}

/** A module and every module of the app it imports, following relative imports (`../app/api`, `./errors`). */
function withImports(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const [, spec] of readFileSync(file, 'utf8').matchAll(/from '(\.{1,2}\/[\w./]+)'/g)) {
    const target = ['.ts', '.tsx'].map((ext) => join(dirname(file), `${spec}${ext}`)).find(existsSync);
    if (target) withImports(target, seen);
  }
  return seen;
}

const shell = new Set(['base', 'kit', 'app']);

describe('catalogue areas per screen (the words a route brings with its chunk)', () => {
  it('reads every key of the catalogue from one area module', async () => {
    expect([...(await keyAreas()).keys()].sort()).toEqual(Object.keys(specCatalogue).sort());
  });
  it("the kit's components and the shell read only the shell's areas", async () => {
    const areas = await keyAreas();
    const files = [
      ...sources(join(root, 'packages/ui/src/components')),
      ...['Shell.tsx', 'RouteError.tsx', 'NotFound.tsx', 'routeFallback.tsx', 'errors.ts', 'failure.ts'].map(
        (f) => join(root, 'apps/web/src/app', f),
      ),
    ];
    expect([...areasRead(files, areas)].filter((a) => !shell.has(a))).toEqual([]);
  });
  it('no route module reads a word when it loads: its area arrives with it, so words are read at render', () => {
    const dir = join(root, 'apps/web/src/routes');
    for (const file of readdirSync(dir).filter((f) => !f.includes('.test.'))) {
      // A statement at the module's top level that calls t(), or hands the catalogue to a builder.
      const early = readFileSync(join(dir, file), 'utf8')
        .split('\n')
        .filter((line) => /^[^\s/*].*(\bt\(|\(t\)|\(messagesFor\(brand\)\))/.test(line));
      expect(early, file).toEqual([]);
    }
  });
  it("no route's data module reads a screen area's word: it runs before those words have loaded (issue 16)", async () => {
    const areas = await keyAreas();
    const dir = join(root, 'apps/web/src/routes');
    const modules = readdirSync(dir).filter((f) => f.endsWith('.data.ts'));
    expect(modules.length).toBeGreaterThan(0);
    for (const file of modules) {
      const read = [...areasRead([...withImports(join(dir, file))], areas)].filter((a) => !shell.has(a));
      expect(read, file).toEqual([]);
    }
  });
  for (const screen of screenKeys) {
    it(`${screen} loads every area its words come from`, async () => {
      const files = filesOf(screen);
      if (screen !== 'testPreview') expect(files.length).toBeGreaterThan(0);
      const needed = [...areasRead(files, await keyAreas())].filter((a) => !shell.has(a));
      const later: readonly CatalogueArea[] = (laterAreas as Partial<typeof screenAreas>)[screen] ?? [];
      const loaded: readonly CatalogueArea[] = [...screenAreas[screen], ...later];
      expect(needed.filter((area) => !loaded.includes(area as CatalogueArea))).toEqual([]);
      for (const area of loaded) expect(catalogueAreas).toContain(area);
    });
  }
  it("a screen's later areas come with its later part's chunk, never with the route", () => {
    for (const [screen, areas] of Object.entries(laterAreas)) {
      expect(
        screenAreas[screen as ScreenKey].filter((a) => (areas as readonly string[]).includes(a)),
      ).toEqual([]);
    }
    // The route modules that bring a later part ask for its words beside its chunk.
    for (const file of ['routes/loanDetail.tsx', 'app/loanConfirm.tsx']) {
      const text = readFileSync(join(root, 'apps/web/src', file), 'utf8');
      expect(text, file).toMatch(
        /Promise\.all\(\[\s*import\('[^']+'\),\s*loadCatalogueAreas\(brand\.catalogue, laterAreas\.\w+\)/,
      );
    }
  });
});
