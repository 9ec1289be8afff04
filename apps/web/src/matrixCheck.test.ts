// The support-matrix check of `pnpm check:matrix` (scripts/check-matrix.mjs) on files made to break it:
// each fixture holds one thing the matrix's floor (Chrome 87, iOS 14.5) lacks, beside one it has.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkScripts, checkStyle } from '../../../scripts/check-matrix.mjs';

const dir = mkdtempSync(join(tmpdir(), 'matrix-check-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function chunk(name: string, code: string) {
  const file = join(dir, `${name}.js`);
  writeFileSync(file, code);
  return file;
}

describe('scripts', () => {
  it('passes what the floor parses and has: class fields, optional chaining, ??, replaceAll', () => {
    const file = chunk(
      'floor',
      'export class A { #p = 1; static q = 2; get p() { return this.#p ?? A.q } }\nexport const f = (o) => o?.s.replaceAll("a", "b");\n',
    );
    expect(checkScripts([file])).toEqual([]);
  }, 20_000);

  it('fails a class static block (Chrome 94, iOS 16.4)', () => {
    const file = chunk('static-block', 'export class A { static { this.x = 1 } }\n');
    expect(checkScripts([file])).toEqual([expect.stringMatching(/static-block\.js: .*ClassStaticBlocks/)]);
  }, 20_000);

  it('fails a call of Object.hasOwn (Chrome 93, iOS 15.4)', () => {
    const file = chunk('has-own', 'export const f = (o) => Object.hasOwn(o, "a");\n');
    expect(checkScripts([file])).toEqual([expect.stringMatching(/has-own\.js: .*ObjectHasOwn/)]);
  }, 20_000);

  it('fails a call in an optional chain with a spread before another argument (throws in Chrome 80-90)', () => {
    const file = chunk('optional-spread', 'export const f = (g, a) => [g?.(...a), g?.(...a, 1)];\n');
    expect(checkScripts([file])).toEqual([
      expect.stringMatching(/optional-spread\.js: an optional chain's call/),
    ]);
  }, 20_000);

  it('fails a regular expression with lookbehind (Safari 16.4)', () => {
    const file = chunk('lookbehind', 'export const r = /(?<=a)b/;\n');
    expect(checkScripts([file])).toEqual([
      expect.stringMatching(/lookbehind\.js: regular-expression lookbehind/),
    ]);
  }, 20_000);
});

describe('style sheets', () => {
  it('passes the floor-safe forms: a layered rule copied unlayered, vh before dvh, var() with a fallback', () => {
    const css = [
      '@layer r{.k{margin:0}}@supports not (height:1dvh){.k{margin:0}}',
      '.s{max-height:50vh;max-height:50dvh}',
      '.d::backdrop{background:var(--o,rgba(0,0,0,.55))}',
      '@media screen and (max-width:359.98px){.n{width:1px}}',
      '.f{font-size:2rem}@supports (width:1cqi){.f{font-size:min(2rem,calc(100cqi / var(--n)))}}',
      '.b:focus-visible{outline:0}',
    ].join('');
    expect(checkStyle(css)).toEqual([]);
  });

  it('fails a rule only inside @layer (dropped whole before Chrome 99)', () => {
    expect(checkStyle('@layer r{.k{margin:0}}')).toEqual(['.k{margin:0}: only inside @layer']);
  });

  it('fails dvh with no vh value before it (before Chrome 108 the list cannot scroll)', () => {
    expect(checkStyle('.s{max-height:50dvh}')).toEqual([
      '.s { max-height: 50dvh } has no vh value before it',
    ]);
  });

  it('fails a custom property in ::backdrop without a fallback (not inherited before Chrome 122)', () => {
    expect(checkStyle('.d::backdrop{background:var(--o)}')).toEqual([
      '.d::backdrop { background } reads a custom property with no fallback in var()',
    ]);
  });

  it('fails a media range (Chrome 104, iOS 16.4): the narrow layout would never apply', () => {
    expect(checkStyle('@media (width<=359.98px){.n{width:1px}}')).toEqual([
      'has a media range, (width <= …) (Chrome 104, iOS 16.4)',
    ]);
  });

  it('fails container units outside @supports (computed away to the parent font size before Chrome 105)', () => {
    expect(checkStyle('.f{font-size:2rem;font-size:min(2rem,calc(100cqi / var(--n)))}')).toEqual([
      '.f { font-size } uses container units outside @supports (width: 1cqi)',
    ]);
  });

  it('fails a selector list that mixes in a selector an engine lacks (the whole rule drops there)', () => {
    expect(checkStyle('.a:hover,.a:focus-visible{outline:0}')).toEqual([
      '.a:hover,.a:focus-visible: a selector list with a selector some engine lacks drops whole there',
    ]);
  });
});
