// Finds user-visible words written into source instead of taken from the catalogue (issue 14).
// The literal-scan tests use it; `pnpm exec tsx scripts/literals.ts <dir>` lists what it finds.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

export interface Literal {
  file: string;
  line: number;
  text: string;
  kind: 'jsx-text' | 'jsx-prop' | 'default-prop' | 'string';
}

// Props that never reach a reader: styling, wiring, ids and machine values.
const SILENT_PROPS = new Set([
  'className',
  'id',
  'key',
  'type',
  'role',
  'name',
  'htmlFor',
  'src',
  'href',
  'rel',
  'target',
  'sandbox',
  'referrerPolicy',
  'loading',
  'decoding',
  'inputMode',
  'autoComplete',
  'enterKeyHint',
  'pattern',
  'layout',
  'tone',
  'variant',
  'size',
  'state',
  'mode',
  'align',
  'kind',
  'icon',
  'lang',
  'dir',
  'aria-live',
  'aria-hidden',
  'aria-current',
  'aria-haspopup',
  'aria-expanded',
  'aria-controls',
  'aria-describedby',
  'aria-labelledby',
  'aria-busy',
  'aria-modal',
  'aria-orientation',
  'aria-invalid',
  'aria-selected',
  'aria-checked',
  'aria-disabled',
  'aria-pressed',
  'aria-autocomplete',
  'aria-atomic',
  'aria-relevant',
  'allow',
  'method',
  'action',
  'encType',
  'accept',
  'capture',
  'spellCheck',
  'translate',
  'width',
  'height',
  'viewBox',
  'fill',
  'stroke',
  'd',
  'xmlns',
  'focusable',
  'shape',
  'data-state',
  'data-testid',
]);

/** A string a person reads: has a letter and is not an identifier, token or URL-ish value. */
export function looksLikeWords(text: string): boolean {
  const t = text.trim();
  if (!/\p{L}/u.test(t)) return false;
  if (/^[a-z][a-zA-Z0-9]*$/.test(t)) return false; // camelCase ids, enum values
  if (/^[a-z0-9]+(?:[-_.][a-z0-9]+)+$/.test(t)) return false; // kebab/snake tokens, file names
  if (/^(?:https?:|mailto:|tel:|data:|\/|#|\.)/.test(t)) return false;
  if (/^[A-Z_][A-Z0-9_]*$/.test(t) && t.length <= 3) return false;
  return true;
}

function isStoryOrTest(file: string): boolean {
  return /\.(stories|test|spec)\.[tj]sx?$/.test(file) || /\.css\.ts$/.test(file) || file.endsWith('.d.ts');
}

function walk(dir: string, out: string[]): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== '__screenshots__' && entry.name !== 'stories-assets') walk(path, out);
    } else if (/\.tsx?$/.test(entry.name) && !isStoryOrTest(entry.name)) {
      out.push(path);
    }
  }
}

function propName(name: ts.JsxAttributeName): string {
  return ts.isIdentifier(name) ? name.text : `${name.namespace.text}:${name.name.text}`;
}

/** Whether a node sits inside JSX (an attribute value or a child expression). */
function inJsx(node: ts.Node): boolean {
  for (let p = node.parent; p; p = p.parent) {
    if (ts.isJsxAttribute(p)) return !SILENT_PROPS.has(propName(p.name));
    if (ts.isJsxExpression(p) && p.parent && (ts.isJsxElement(p.parent) || ts.isJsxFragment(p.parent))) {
      return true;
    }
    if (ts.isCallExpression(p) || ts.isFunctionLike(p)) return false;
  }
  return false;
}

/** Every user-visible literal in one source file. */
export function literalsIn(file: string, source: string): Literal[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: Literal[] = [];
  const add = (node: ts.Node, text: string, kind: Literal['kind']) => {
    if (!looksLikeWords(text)) return;
    const { line } = sf.getLineAndCharacterOfPosition(node.getStart(sf));
    found.push({ file, line: line + 1, text: text.trim().replace(/\s+/g, ' '), kind });
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) add(node, node.text, 'jsx-text');
    else if (ts.isJsxAttribute(node) && node.initializer && ts.isStringLiteral(node.initializer)) {
      if (!SILENT_PROPS.has(propName(node.name))) add(node, node.initializer.text, 'jsx-prop');
    } else if (
      ts.isBindingElement(node) &&
      node.initializer &&
      (ts.isStringLiteral(node.initializer) || ts.isNoSubstitutionTemplateLiteral(node.initializer))
    ) {
      // A component's default prop: `title = 'Confirm loan'`.
      if (/\s/.test(node.initializer.text) || /^[A-Z]/.test(node.initializer.text)) {
        add(node, node.initializer.text, 'default-prop');
      }
    } else if (
      (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) &&
      !ts.isJsxAttribute(node.parent) &&
      !ts.isImportDeclaration(node.parent) &&
      !ts.isExportDeclaration(node.parent) &&
      inJsx(node)
    ) {
      add(node, node.text, 'string');
    } else if (ts.isTemplateExpression(node) && inJsx(node)) {
      const parts = [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join(' ');
      add(node, parts, 'string');
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

/** Every user-visible literal under a folder (stories, tests and styles excluded). */
export function literalsUnder(dir: string): Literal[] {
  const files: string[] = [];
  walk(dir, files);
  return files.flatMap((file) =>
    literalsIn(file, readFileSync(file, 'utf8')).map((l) => ({ ...l, file: relative(dir, file) })),
  );
}

if (process.argv[1]?.endsWith('literals.ts') && process.argv[2]) {
  const found = literalsUnder(process.argv[2]);
  for (const l of found) console.log(`${l.file}:${l.line} [${l.kind}] ${l.text}`);
  console.log(`${found.length} literals in ${new Set(found.map((l) => l.file)).size} files`);
}
