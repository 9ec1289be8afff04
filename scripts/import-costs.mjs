// The ui README's "What an import costs" table, written from size-limit's measurement of the built
// packages (issue 24 item 9): `pnpm size` fails when the README says otherwise, `pnpm size --write`
// rewrites it. The rows are the budgets named '<package>: <import> alone (tree-shaken)' and the kit's
// whole sheet, in the order of `.size-limit.js`.

export const START = '<!-- import-costs:start (pnpm size --write) -->';
export const END = '<!-- import-costs:end -->';

const ALONE = /^(@loan\/[a-z]+): (\S+) alone \(tree-shaken\)$/;
const SHEET = /^(@loan\/ui): the whole kit CSS/;

/** KB with one decimal, as `pnpm size` prints them (1 KB = 1000 bytes). */
const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;

/** The Markdown table of what each measured import costs, gzip. */
export function importCostTable(entries) {
  const rows = [];
  for (const { name, size } of entries) {
    const alone = ALONE.exec(name);
    if (alone) rows.push(`| \`${alone[2]}\` from \`${alone[1]}\` | ${kb(size)} |`);
    else if (SHEET.test(name))
      rows.push(`| the whole kit style sheet, \`@loan/ui/styles.css\` | ${kb(size)} |`);
  }
  return ['| import | gzip |', '|---|---|', ...rows].join('\n');
}

/** The README with `table` between the markers; throws when the markers are missing. */
export function withImportCosts(readme, table) {
  const start = readme.indexOf(START);
  const end = readme.indexOf(END);
  if (start < 0 || end < start) throw new Error(`the README has no ${START} ... ${END} block`);
  return `${readme.slice(0, start + START.length)}\n${table}\n${readme.slice(end)}`;
}
