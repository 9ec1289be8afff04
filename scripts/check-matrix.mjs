// `pnpm check:matrix`: every built chunk and style sheet of the app (apps/web/dist, or WEB_OUT_DIR) and of
// the packages (packages/*/dist) parsed against the support matrix (root package.json `browserslist`,
// docs/decisions/support-matrix.md). Scripts: es-check (syntax of the matrix's ES level, and the ES
// built-ins its floor lacks) and regular-expression lookbehind (Safari 16.4). Style sheets: Lightning CSS
// must parse them, no syntax the floor lacks (media ranges, :is/:where, CSS Color 4/5 functions), and
// the floor's rules: a rule inside @layer also outside it (layers are dropped whole before Chrome 99), a
// vh value before every dvh/svh/lvh one, var() with a fallback in ::backdrop (no inheritance before
// Chrome 122), container units only under @supports, no selector list mixing a selector some engine lacks.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'acorn';
import { simple } from 'acorn-walk';
import { transform } from 'lightningcss';
import { matrixCssTargets as cssTargets, matrixQuery } from './matrix.mjs';

// Paths from the module's own file path (a test's DOM environment has its own URL class).
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * What es-check does not see: regular-expression lookbehind, a syntax error in Safari before 16.4 (a
 * literal stops the whole module from parsing; `new RegExp` throws when it runs).
 */
function lookbehinds(files) {
  return files
    .filter((file) => /\(\?<[=!]/.test(readFileSync(file, 'utf8')))
    .map((file) => `${file}: regular-expression lookbehind (?<= or (?<! (Safari 16.4)`);
}

/**
 * What es-check does not see either: a call inside an optional chain with a spread argument before
 * another argument, which throws in Chrome 80-90 (crbug.com/42201552). The app's syntax target leaves
 * optional chains as written (matrix.mjs, matrixSyntaxTargets), so no chunk may hold that shape.
 */
export function optionalSpreadCalls(files) {
  return files.flatMap((file) => {
    const found = [];
    const ast = parse(readFileSync(file, 'utf8'), { ecmaVersion: 'latest', sourceType: 'module' });
    simple(ast, {
      ChainExpression(chain) {
        simple(chain.expression, {
          CallExpression(call) {
            const spread = call.arguments.findIndex((a) => a.type === 'SpreadElement');
            if (spread !== -1 && spread < call.arguments.length - 1) found.push(call.start);
          },
        });
      },
    });
    return found.map(
      (at) => `${file}: an optional chain's call with a spread argument before another, at ${at} (Chrome 91)`,
    );
  });
}

/** The script files' problems under the matrix, by es-check (empty when all pass). */
export function checkScripts(files) {
  if (files.length === 0) return [];
  const behind = [...lookbehinds(files), ...optionalSpreadCalls(files)];
  const r = spawnSync(
    'pnpm',
    [
      'exec',
      'es-check',
      'checkBrowser',
      ...files,
      '--module',
      '--checkFeatures',
      '--checkBrowser',
      // Class fields are ES2022, which es-check takes as a whole; the floor has them (Chrome 74, Safari 14.1).
      '--allowList=PrivateClassFields',
    ],
    { cwd: root, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } },
  );
  if (r.status === 0) return behind;
  const out = `${r.stdout}\n${r.stderr}`;
  const problems = [...out.matchAll(/erroring file: (\S+)\s+· error: ([^\n]+)/g)].map(
    ([, file, error]) => `${file}: ${error}`,
  );
  return [...behind, ...(problems.length > 0 ? problems : [`es-check failed:\n${out.slice(-2000)}`])];
}

/** The sheet's innermost rules, each with its selector, declarations and enclosing at-rules. */
function splitRules(css) {
  const rules = [];
  const stack = [];
  let start = 0;
  for (let i = 0; i < css.length; i++) {
    if (css[i] === '{') {
      stack.push({ prelude: css.slice(start, i).trim(), open: i });
      start = i + 1;
    } else if (css[i] === '}') {
      const block = stack.pop();
      if (block && !css.slice(block.open + 1, i).includes('{')) {
        const selector = block.prelude.replace(/^[^;]*;/, '').trim();
        const body = css.slice(block.open + 1, i).trim();
        rules.push({
          selector,
          body,
          text: `${selector}{${body}}`,
          inLayer: stack.some((b) => b.prelude.startsWith('@layer')),
          inSupports: stack.some((b) => b.prelude.startsWith('@supports')),
        });
      }
      start = i + 1;
    } else if (css[i] === ';' && stack.length === 0) start = i + 1;
  }
  return {
    rules,
    layered: rules.filter((r) => r.inLayer),
    unlayered: rules.filter((r) => !r.inLayer).map((r) => r.text),
  };
}

/** Pseudo-classes and elements some engine of the matrix lacks: alone they only go unstyled there. */
const newSelectors = /:has\(|:focus-visible|:is\(|:where\(|::backdrop/;

/** Syntax the floor lacks, each with the engines that brought it. */
const newSyntax = [
  [/@media[^{]*[<>]/, 'a media range, (width <= …) (Chrome 104, iOS 16.4)'],
  [/:is\(|:where\(/, ':is() or :where() (Chrome 88, a selector list that holds it is dropped whole)'],
  [/\b(?:color-mix|oklch|oklab|lch|lab)\(/, 'a colour function of CSS Color 4/5 (Chrome 111, iOS 15.4-16.2)'],
  [/@(?:scope|starting-style)\b/, '@scope or @starting-style (Chrome 117-118)'],
];

/** One style sheet's problems on the matrix's floor (empty when it has none). */
export function checkStyle(css) {
  // Lightning CSS, given the matrix's targets, must parse it: a syntax error drops rules in every engine.
  try {
    transform({ filename: 'x.css', code: Buffer.from(css), targets: cssTargets, errorRecovery: false });
  } catch (error) {
    return [`does not parse: ${error.message}`];
  }
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const problems = newSyntax.filter(([pattern]) => pattern.test(text)).map(([, what]) => `has ${what}`);
  const { layered, unlayered, rules } = splitRules(text);
  // A layered rule must hold unlayered too (under @supports), or an engine without layers loses it.
  for (const rule of layered)
    if (!unlayered.includes(rule.text)) problems.push(`${rule.text}: only inside @layer`);
  for (const { selector, body, inSupports } of rules) {
    const selectors = selector.split(',');
    if (selectors.length > 1 && selectors.some((one) => newSelectors.test(one)))
      problems.push(`${selector}: a selector list with a selector some engine lacks drops whole there`);
    const decls = body
      .split(';')
      .filter((d) => d.includes(':'))
      .map((d) => [d.slice(0, d.indexOf(':')).trim(), d.slice(d.indexOf(':') + 1).trim()]);
    decls.forEach(([prop, value], i) => {
      if (
        /\d(?:dvh|svh|lvh)\b/.test(value) &&
        !decls.slice(0, i).some(([p, v]) => p === prop && /\dvh\b/.test(v))
      )
        problems.push(`${selector} { ${prop}: ${value} } has no vh value before it`);
      if (selector.includes('::backdrop') && /var\(--[\w-]+\)/.test(value))
        problems.push(`${selector} { ${prop} } reads a custom property with no fallback in var()`);
      if (/\d(?:cqi|cqw|cqh|cqb|cqmin|cqmax)\b/.test(value) && !inSupports)
        problems.push(`${selector} { ${prop} } uses container units outside @supports (width: 1cqi)`);
    });
  }
  return problems;
}

function filesUnder(dir, ext) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true })
    .map(String)
    .filter((f) => f.endsWith(ext) && !f.includes('.vite'))
    .map((f) => join(dir, f));
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dists = [
    join(root, 'apps/web', process.env.WEB_OUT_DIR ?? 'dist', 'assets'),
    join(root, 'packages/core/dist'),
    join(root, 'packages/ui/dist'),
  ];
  const missing = dists.filter((d) => !existsSync(d));
  if (missing.length > 0) {
    console.error(`check:matrix: build first (pnpm build); missing ${missing.join(', ')}`);
    process.exit(1);
  }
  const scripts = dists.flatMap((d) => filesUnder(d, '.js'));
  const styles = dists.flatMap((d) => filesUnder(d, '.css'));
  const problems = [
    ...checkScripts(scripts),
    ...styles.flatMap((file) => checkStyle(readFileSync(file, 'utf8')).map((p) => `${file}: ${p}`)),
  ];
  for (const p of problems) console.error(p);
  console.log(
    `check:matrix (${matrixQuery.join(', ')}): ${scripts.length} scripts, ${styles.length} style sheets, ${problems.length} problems`,
  );
  process.exit(problems.length > 0 ? 1 : 0);
}
