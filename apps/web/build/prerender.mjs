// After `vite build` and `vite build --ssr src/prerender.tsx`: writes `<route>.html` for every screen
// route, holding the route's frame (bar and skeleton, themed), its title, and modulepreload links for the
// route's own chunks, so the first paint needs no JavaScript and the route's code loads with the entry.
// The service worker's precache gains these files (issue 16; docs/decisions/0003-lighthouse.md).
import { createHash } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { areaChunks, chunkClosure, entryKey } from './manifest.mjs';

const out = resolve(process.env.WEB_OUT_DIR ?? 'dist');
const ssr = resolve(`${process.env.WEB_OUT_DIR ?? 'dist'}-ssr`);
const { frames, bodyClass } = await import(pathToFileURL(join(ssr, 'prerender.js')).href);
const manifest = JSON.parse(readFileSync(join(out, '.vite/manifest.json'), 'utf8'));
const template = readFileSync(join(out, 'index.html'), 'utf8');

const inEntry = chunkClosure(manifest, entryKey(manifest));

const escapeHtml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const withBody = (html) => html.replace('<body>', `<body class="${bodyClass}">`);

const written = [];
// What each route's first load fetches (entry, route and words chunks): the size budgets read it.
const firstLoad = {};
for (const frame of frames()) {
  // modules.ts loads each screen from src/routes/<screen>.tsx; the order page shares loan details'.
  const key = `src/routes/${frame.screen === 'order' ? 'loanDetail' : frame.screen}.tsx`;
  // The route's chunks and its words' chunks: all fetched in parallel with the entry.
  const own = [...new Set([...chunkClosure(manifest, key), ...areaChunks(manifest, frame.areas)])].filter(
    (k) => !inEntry.has(k),
  );
  const links = [
    ...own.flatMap((k) => manifest[k].css ?? []).map((css) => `<link rel="stylesheet" href="/${css}">`),
    ...own.map((k) => `<link rel="modulepreload" crossorigin href="/${manifest[k].file}">`),
  ].join('');
  const loads = [...inEntry, ...own];
  firstLoad[frame.path] = {
    screen: frame.screen,
    js: loads.map((k) => manifest[k].file),
    css: [...new Set(loads.flatMap((k) => manifest[k].css ?? []))],
  };
  const html = withBody(template)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(frame.title)}</title>`)
    .replace('</head>', `${links}</head>`)
    .replace('<div id="root"></div>', `<div id="root">${frame.html}</div>`);
  if (html.indexOf(frame.html) < 0) throw new Error(`prerender: no #root in index.html for ${frame.path}`);
  const file = `${frame.path.replace(/^\//, '')}.html`;
  writeFileSync(join(out, file), html);
  written.push(`/${file}`);
}
writeFileSync(join(out, 'index.html'), withBody(template));
writeFileSync(join(out, '.vite/first-load.json'), `${JSON.stringify(firstLoad, null, 1)}\n`);

// The service worker precaches the frames too, and its version follows the list.
const swPath = join(out, 'sw.js');
const sw = readFileSync(swPath, 'utf8');
const shellMatch = sw.match(/const SHELL = (\[.*?\]);/s);
if (!shellMatch) throw new Error('prerender: sw.js has no SHELL list');
const shell = [...new Set([...JSON.parse(shellMatch[1]), ...written])].sort();
const version = createHash('sha256').update(shell.join('\n')).digest('hex').slice(0, 12);
writeFileSync(
  swPath,
  sw
    .replace(shellMatch[0], `const SHELL = ${JSON.stringify(shell)};`)
    .replace(/const CACHE = 'loan-shell-[\w]+';/, `const CACHE = 'loan-shell-${version}';`),
);
rmSync(ssr, { recursive: true, force: true });
console.log(`prerender: ${written.length} route frames written, precached by sw.js (${version})`);
