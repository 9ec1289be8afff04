// After `vite build` and `vite build --ssr src/prerender.tsx`: writes `<route>.html` for every screen
// route, holding the route's frame (bar and skeleton, themed), its title, and modulepreload links for the
// route's own chunks, so the first paint needs no JavaScript and the route's code loads with the entry.
// The service worker's precache gains these files (issue 16; docs/decisions/0003-lighthouse.md).
import { createHash } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { appKey, areaChunks, chunkClosure, entryKey } from './manifest.mjs';

const out = resolve(process.env.WEB_OUT_DIR ?? 'dist');
const ssr = resolve(`${process.env.WEB_OUT_DIR ?? 'dist'}-ssr`);
const { frames, bodyClass, stuckTemplate } = await import(pathToFileURL(join(ssr, 'prerender.js')).href);
const manifest = JSON.parse(readFileSync(join(out, '.vite/manifest.json'), 'utf8'));

const entry = entryKey(manifest);
const entryChunks = chunkClosure(manifest, entry);
// The entry starts the route's data call and then imports the app (React, router, shell): both load at once.
const inEntry = new Set([...entryChunks, ...chunkClosure(manifest, appKey(manifest))]);
const reactKey = Object.keys(manifest).find((k) => manifest[k].name === 'react');
const template = readFileSync(join(out, 'index.html'), 'utf8');
// Style sheets Vite's template already links are not linked twice.
const stylesheets = (keys) =>
  [...new Set(keys.flatMap((k) => manifest[k].css ?? []))]
    .filter((css) => !template.includes(`/${css}"`))
    .map((css) => `<link rel="stylesheet" href="/${css}">`);
const preload = (k) => `<link rel="modulepreload" crossorigin href="/${manifest[k].file}">`;

/**
 * The head's links in the order the page needs them: the style sheets (the frame's first paint), the
 * entry's imports and the route's data chunks (its call starts when they are in: measured, this beats
 * React first by up to 0.15 s of LCP where a screen waits for two calls), then the app, React and the
 * screen's chunks and words.
 */
function headLinks(data, route) {
  const app = [...inEntry].filter((k) => k !== reactKey);
  const js = [...new Set([...entryChunks, ...data, ...app, reactKey, ...route])].filter(
    (k) => k && k !== entry && manifest[k] && !template.includes(`/${manifest[k].file}"`),
  );
  return [...stylesheets([...inEntry, ...route]), ...js.map(preload)].join('');
}

const escapeHtml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const withBody = (html) => html.replace('<body>', `<body class="${bodyClass}">`);

const written = [];
// What each route's first load fetches (entry, route and words chunks): the size budgets read it.
const firstLoad = {};
for (const frame of frames()) {
  // modules.ts loads each screen from src/routes/<screen>.tsx; the order page shares loan details'.
  const key = `src/routes/${frame.screen === 'order' ? 'loanDetail' : frame.screen}.tsx`;
  // The route's data module, when it has one: the entry starts its call before React has arrived, so
  // nothing it imports may wait for React.
  // Found by its chunk's name: a shared chunk, not a source path, where the screen imports from it too.
  const dataName = `${key.replace(/^src\/routes\/|\.tsx$/g, '')}.data`;
  const dataKey = manifest[entry].dynamicImports?.find((k) => manifest[k]?.name === dataName);
  const data = dataKey ? chunkClosure(manifest, dataKey) : new Set();
  if (reactKey && data.has(reactKey)) throw new Error(`prerender: ${dataKey} imports React's chunk`);
  // The route's chunks, its data's and its words' chunks: all fetched in parallel with the entry.
  const own = [
    ...new Set([...data, ...chunkClosure(manifest, key), ...areaChunks(manifest, frame.areas)]),
  ].filter((k) => !inEntry.has(k));
  const links = headLinks(data, own);
  const loads = [...inEntry, ...own];
  firstLoad[frame.path] = {
    screen: frame.screen,
    js: loads.map((k) => manifest[k].file),
    css: [...new Set(loads.flatMap((k) => manifest[k].css ?? []))],
  };
  const html = withBody(template)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(frame.title)}</title>`)
    .replace('</head>', `${links}</head>`)
    .replace('<div id="root"></div>', `<div id="root" data-screen="${frame.screen}">${frame.html}</div>`);
  if (html.indexOf(frame.html) < 0) throw new Error(`prerender: no #root in index.html for ${frame.path}`);
  const file = `${frame.path.replace(/^\//, '')}.html`;
  writeFileSync(join(out, file), html);
  written.push(`/${file}`);
}
// The page without a frame gets the failure block's template too: the entry shows it if the app cannot come.
writeFileSync(
  join(out, 'index.html'),
  withBody(template)
    .replace('</head>', `${headLinks([], [])}</head>`)
    .replace('<div id="root"></div>', `<div id="root">${stuckTemplate()}</div>`),
);
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
