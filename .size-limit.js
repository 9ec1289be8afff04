// Budgets of DESIGN.md, measured on the production build: the first load of every route is the
// entry chunk, the route's own lazy chunk and everything they import statically, gzipped.
import { existsSync, readFileSync } from 'node:fs';

const dist = 'apps/web/dist';
const manifestPath = `${dist}/.vite/manifest.json`;
if (!existsSync(manifestPath)) throw new Error('size-limit: build apps/web first (pnpm build)');
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));

function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
  return seen;
}

function files(keys, pick) {
  return [...new Set([...keys].flatMap((k) => pick(manifest[k])).map((f) => `${dist}/${f}`))];
}

const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
const routes = Object.keys(manifest).filter((k) => k.startsWith('src/routes/'));

export default [
  {
    name: 'shared entry (framework, router, shell)',
    path: files(closure(entry), (c) => [c.file]),
    gzip: true,
    limit: '110 KB',
  },
  ...routes.flatMap((route) => {
    const keys = new Set([...closure(entry), ...closure(route)]);
    const name = route.replace(/^src\/routes\/|\.tsx$/g, '');
    return [
      { name: `first load of ${name}: JS`, path: files(keys, (c) => [c.file]), gzip: true, limit: '135 KB' },
      {
        name: `first load of ${name}: CSS`,
        path: files(keys, (c) => c.css ?? []),
        gzip: true,
        limit: '12 KB',
      },
    ];
  }),
];
