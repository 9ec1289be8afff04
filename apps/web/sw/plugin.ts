import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { keepAssetsDays } from '../cacheHeaders.mjs';

/**
 * Writes sw.js with the entry chunk, the app it starts (src/app/start.tsx), their static imports, their CSS
 * and index.html as the shell, and the days the server keeps an older release's files (cacheHeaders.mjs).
 */
export function serviceWorker(): Plugin {
  return {
    name: 'loan-service-worker',
    apply: 'build',
    generateBundle(_options, bundle) {
      const shell = new Set<string>(['/index.html', '/favicon.svg']);
      const visit = (fileName: string) => {
        const chunk = bundle[fileName];
        if (chunk?.type !== 'chunk' || shell.has(`/${fileName}`)) return;
        shell.add(`/${fileName}`);
        for (const css of chunk.viteMetadata?.importedCss ?? []) shell.add(`/${css}`);
        for (const dep of chunk.imports) visit(dep);
      };
      for (const output of Object.values(bundle)) {
        // The entry imports the app dynamically, after starting the route's data call (issue 16).
        const isApp =
          output.type === 'chunk' && /[\\/]src[\\/]app[\\/]start\.tsx$/.test(output.facadeModuleId ?? '');
        if (output.type === 'chunk' && (output.isEntry || isApp)) visit(output.fileName);
      }
      const list = [...shell].sort();
      const version = createHash('sha256').update(list.join('\n')).digest('hex').slice(0, 12);
      const template = readFileSync(new URL('./sw-template.js', import.meta.url), 'utf8');
      const source = template
        .replace('__VERSION__', version)
        .replace('__SHELL__', JSON.stringify(list))
        .replace('__KEEP_DAYS__', String(keepAssetsDays));
      this.emitFile({ type: 'asset', fileName: 'sw.js', source });
    },
  };
}
