// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { literalsIn, literalsUnder } from '../../../scripts/literals';

const texts = (source: string) => literalsIn('Sample.tsx', source).map((l) => l.text);

describe('the literal scanner', () => {
  it('finds JSX text', () => {
    expect(literalsIn('Sample.tsx', 'export const A = () => <p>Loan details</p>;')).toEqual([
      { file: 'Sample.tsx', line: 1, text: 'Loan details', kind: 'jsx-text' },
    ]);
  });

  it('finds an accessible name in an aria-label or alt prop', () => {
    expect(
      texts('const A = () => <><button aria-label="Close dialog" /><img alt="Product logo" /></>;'),
    ).toEqual(['Close dialog', 'Product logo']);
  });

  it("finds a component's default text prop", () => {
    const found = literalsIn(
      'Sample.tsx',
      "export function A({ title = 'Confirm loan' }) { return <h1>{title}</h1>; }",
    );
    expect(found).toMatchObject([{ text: 'Confirm loan', kind: 'default-prop' }]);
  });

  it('finds strings and templates written inside JSX', () => {
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the source under test holds a template
    expect(texts("const A = ({ ok, n }) => <p>{ok ? 'Saved' : `${n} left to send`}</p>;")).toEqual([
      'Saved',
      'left to send',
    ]);
  });

  it('ignores styling and machine props, decorative symbols and catalogue reads', () => {
    const source = `const A = ({ t }) => (
      <div className="Big card" data-testid="Row one" role="status">
        <span aria-hidden="true">›</span>
        <span>{'×'}</span> — 10/20
        <p>{t('common.next')}</p>
      </div>
    );`;
    expect(texts(source)).toEqual([]);
  });

  it('ignores ids and tokens given as defaults', () => {
    expect(texts("function A({ tone = 'primary', size = 'md' }) { return null; }")).toEqual([]);
  });
});

describe('the literal scanner on a folder', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('reads components and skips stories, tests and styles', () => {
    dir = mkdtempSync(join(tmpdir(), 'literals-'));
    mkdirSync(join(dir, 'Card'));
    const jsx = 'export const A = () => <p>Loan details</p>;';
    writeFileSync(join(dir, 'Card', 'Card.tsx'), jsx);
    writeFileSync(join(dir, 'Card', 'Card.stories.tsx'), jsx);
    writeFileSync(join(dir, 'Card', 'Card.test.tsx'), jsx);
    writeFileSync(join(dir, 'Card', 'Card.css.ts'), "export const label = 'Loan details';");
    expect(literalsUnder(dir)).toEqual([
      { file: join('Card', 'Card.tsx'), line: 1, text: 'Loan details', kind: 'jsx-text' },
    ]);
  });
});

describe('the kit speaks only its catalogue', () => {
  it('has no user-visible literal in a component or screen (240 at the start of issue 14)', () => {
    const found = literalsUnder(import.meta.dirname);
    expect(found.map((l) => `${l.file}:${l.line} ${l.text}`)).toEqual([]);
  });
});
