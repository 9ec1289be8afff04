// The ui README's import costs come from the size measurement (scripts/import-costs.mjs): the table
// is written from size-limit's entries, and a README that says otherwise is told apart.
import { describe, expect, it } from 'vitest';
import { END, importCostTable, START, withImportCosts } from '../../../scripts/import-costs.mjs';

const entries = [
  { name: 'shared entry (framework, router, shell)', size: 122_500 },
  { name: '@loan/ui: the whole kit CSS (styles.css)', size: 9009 },
  { name: '@loan/core: formatMoney alone (tree-shaken)', size: 304 },
  { name: '@loan/ui: RepayScreen alone (tree-shaken)', size: 8517 },
];

describe("the ui README's import costs", () => {
  it('lists each import measured alone and the whole sheet, in KB as pnpm size prints them', () => {
    expect(importCostTable(entries)).toBe(
      [
        '| import | gzip |',
        '|---|---|',
        '| the whole kit style sheet, `@loan/ui/styles.css` | 9.0 KB |',
        '| `formatMoney` from `@loan/core` | 0.3 KB |',
        '| `RepayScreen` from `@loan/ui` | 8.5 KB |',
      ].join('\n'),
    );
  });

  it('replaces only what stands between the markers', () => {
    const readme = `# Kit\n\nBefore.\n\n${START}\n| old | table |\n${END}\n\nAfter.\n`;
    const table = importCostTable(entries);
    const written = withImportCosts(readme, table);
    expect(written).toBe(`# Kit\n\nBefore.\n\n${START}\n${table}\n${END}\n\nAfter.\n`);
    expect(withImportCosts(written, table)).toBe(written);
  });

  it('tells a README whose figures differ from the measurement apart from one that agrees', () => {
    const table = importCostTable(entries);
    const stale = `${START}\n${importCostTable([{ name: '@loan/ui: useText alone (tree-shaken)', size: 6500 }])}\n${END}`;
    expect(withImportCosts(stale, table)).not.toBe(stale);
  });

  it('refuses a README without the block, rather than passing it', () => {
    expect(() => withImportCosts('# Kit\n', 'x')).toThrow(/import-costs:start/);
  });
});
