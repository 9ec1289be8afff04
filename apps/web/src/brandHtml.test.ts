// index.html as each brand's build writes it (build/brandHtml.ts, run by the brand plugin).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { registry } from '@loan/brands';
import { enCatalogue } from '@loan/core';
import { describe, expect, it } from 'vitest';
import { brandHtml } from '../build/brandHtml';

const indexHtml = readFileSync(join(import.meta.dirname, '../index.html'), 'utf8');

describe('index.html in the brand', () => {
  it("leaves the default brand's page exactly as written", () => {
    expect(brandHtml(indexHtml, registry.default)).toBe(indexHtml);
  });

  it("takes the brand's colour for the status bar", () => {
    const html = brandHtml(indexHtml, registry.masagana);
    expect(html).toContain('<meta name="theme-color" content="#8a1538" />');
    expect(html).not.toContain('#0b6e5f');
  });

  it("writes the title, description and noscript line from the brand's catalogue, as text", () => {
    const catalogue = {
      ...enCatalogue,
      'app.documentTitle': 'Acme <Loans>',
      'app.description': 'Borrow "smart" & repay',
      'app.noScript': 'Turn on JavaScript, $1 please.',
    };
    const html = brandHtml(indexHtml, { config: { ...registry.default.config, catalogue }, tokens: {} });
    expect(html).toContain('<title>Acme &lt;Loans&gt;</title>');
    expect(html).toContain('<meta name="description" content="Borrow &quot;smart&quot; &amp; repay" />');
    expect(html).toContain('<noscript>Turn on JavaScript, $1 please.</noscript>');
  });

  it("writes the notice for a WebView below the support matrix in the brand's words, hidden", () => {
    const catalogue = { ...enCatalogue, 'app.oldWebView': 'Update <WebView> & the app.' };
    const html = brandHtml(indexHtml, { config: { ...registry.default.config, catalogue }, tokens: {} });
    expect(html).toContain('<p id="old-webview" hidden>Update &lt;WebView&gt; &amp; the app.</p>');
  });
});
