// index.html speaks the brand too: its first words before any script runs and its status-bar colour.
import type { BrandFolder } from '@loan/brands';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The page's title, description, noscript line and old-WebView notice from the brand's catalogue
 * (`app.documentTitle`, `app.description`, `app.noScript`, `app.oldWebView`), and its theme-color from the brand's `color.brand` token when
 * the brand states one (else the kit's default colour that index.html holds).
 */
export function brandHtml(html: string, folder: Pick<BrandFolder, 'config' | 'tokens'>): string {
  const text = folder.config.catalogue;
  const colour = folder.tokens.color?.brand;
  const out = html
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(text['app.documentTitle'])}</title>`)
    .replace(
      /(<meta name="description" content=")[^"]*"/,
      (_, head: string) => `${head}${escapeHtml(text['app.description'])}"`,
    )
    .replace(/<noscript>[^<]*<\/noscript>/, () => `<noscript>${escapeHtml(text['app.noScript'])}</noscript>`)
    .replace(
      /(<p id="old-webview" hidden>)[^<]*<\/p>/,
      (_, head: string) => `${head}${escapeHtml(text['app.oldWebView'])}</p>`,
    );
  return colour
    ? out.replace(
        /(<meta name="theme-color" content=")[^"]*"/,
        (_, head: string) => `${head}${escapeHtml(colour)}"`,
      )
    : out;
}
