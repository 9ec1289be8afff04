// `pnpm bench`: the speed budgets of DESIGN.md, measured side by side with the floor of the stack, never
// asserted in a timed test. It serves the production build of apps/web and apps/floor (the same React,
// data router and axios, one route, nothing else) with gzip and the sandbox, runs Lighthouse's mobile
// preset on each route (median of BENCH_RUNS, default 3) in the system Chromium, and prints one table:
// per route JS and CSS (gzip -9 of the files the page loaded), requests, performance, LCP, TBT, CLS and
// the JS ratio to the floor. The same figures go to test-results/bench.json.
// Usage: pnpm bench [route ...]   (default: every route of the brand's table but the test page)
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { defaultRoutes } from '@loan/core';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumPath } from './chromium.mjs';
import { startWebServer } from './web-server.mjs';

const webPort = Number(process.env.BENCH_WEB_PORT ?? 4317);
const floorPort = webPort + 1;
const sandboxPort = Number(process.env.BENCH_SANDBOX_PORT ?? 8797);
const runs = Number(process.env.BENCH_RUNS ?? 3);
// 'simulate' (Lighthouse's default, the goal's measure) or 'devtools': the network and CPU really slowed
// down, which shows what the simulation leaves out, such as a call started while React still downloads.
const throttlingMethod = process.env.BENCH_THROTTLING ?? 'simulate';
const session = 'sessionId=demo&userId=u-demo&productId=p-100&orderId=o-174-delay';
const routes = process.argv.slice(2).length
  ? process.argv.slice(2)
  : Object.entries(defaultRoutes)
      .filter(([key]) => key !== 'testPreview')
      .map(([, path]) => path);
// Goal of issue 16 (DESIGN.md, Budgets).
const goal = { js: 130, ratio: 1.09, css: 12, perf: 95, lcp: 2000, tbt: 150, cls: 0.02 };

const sandbox = spawn('pnpm', ['--filter', '@loan/sandbox', 'serve'], {
  env: { ...process.env, SANDBOX_PORT: String(sandboxPort) },
  stdio: ['ignore', 'pipe', 'inherit'],
});
await new Promise((resolve, reject) => {
  sandbox.stdout.on('data', (d) => d.toString().includes('sandbox: http') && resolve());
  sandbox.on('exit', () => reject(new Error('sandbox exited')));
});
const servers = [
  await startWebServer({ outDir: 'dist', port: webPort, sandboxPort, logLevel: 'silent' }),
  await startWebServer({ outDir: '../floor/dist', port: floorPort, sandboxPort, logLevel: 'silent' }),
];
const dists = { [webPort]: 'apps/web/dist', [floorPort]: 'apps/floor/dist' };

const gzipped = new Map();
/** gzip -9 size of a file the page loaded, read from the build it came from. */
function gzipSize(url) {
  const { port, pathname } = new URL(url);
  const file = join(dists[port] ?? '', pathname);
  if (!gzipped.has(file)) gzipped.set(file, gzipSync(readFileSync(file), { level: 9 }).length);
  return gzipped.get(file);
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function measure(chrome, url) {
  const samples = [];
  for (let i = 0; i < runs; i++) {
    const { lhr } = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      throttlingMethod,
    });
    const requests = lhr.audits['network-requests'].details?.items ?? [];
    const own = requests.filter((r) => new URL(r.url).port === new URL(url).port);
    const size = (type) =>
      own.filter((r) => r.resourceType === type).reduce((sum, r) => sum + gzipSize(r.url), 0) / 1000;
    samples.push({
      perf: Math.round((lhr.categories.performance.score ?? 0) * 100),
      lcp: Math.round(lhr.audits['largest-contentful-paint'].numericValue ?? 0),
      tbt: Math.round(lhr.audits['total-blocking-time'].numericValue ?? 0),
      cls: lhr.audits['cumulative-layout-shift'].numericValue ?? 0,
      js: size('Script'),
      css: size('Stylesheet'),
      requests: requests.length,
    });
  }
  // The median of each figure on its own, as Lighthouse's own guidance for repeated runs.
  return Object.fromEntries(Object.keys(samples[0]).map((k) => [k, median(samples.map((s) => s[k]))]));
}

const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath(),
  chromeFlags: ['--headless=new', ...chromiumArgs],
});
const rows = [];
try {
  const floor = await measure(chrome, `http://127.0.0.1:${floorPort}/starGesture?${session}`);
  rows.push({ route: 'floor (React + router + axios)', ...floor, ratio: 1, within: true });
  for (const route of routes) {
    const m = await measure(chrome, `http://127.0.0.1:${webPort}${route}?${session}`);
    const ratio = m.js / floor.js;
    const within =
      m.js <= goal.js &&
      ratio <= goal.ratio &&
      m.css <= goal.css &&
      m.perf >= goal.perf &&
      m.lcp <= goal.lcp &&
      m.tbt < goal.tbt &&
      m.cls < goal.cls;
    rows.push({ route, ...m, ratio, within });
  }
} finally {
  await chrome.kill();
  for (const s of servers) await s.close();
  sandbox.kill('SIGTERM');
}

const header = ['', 'route', 'JS kB', 'x floor', 'CSS kB', 'reqs', 'perf', 'LCP ms', 'TBT ms', 'CLS'];
const widths = [4, 32, 7, 8, 7, 5, 5, 7, 7, 6];
const cell = (v, i) => (i < 2 ? String(v).padEnd(widths[i]) : String(v).padStart(widths[i]));
console.log(header.map(cell).join(' '));
for (const r of rows) {
  const values = [
    r.within ? 'ok' : 'OVER',
    r.route,
    r.js.toFixed(1),
    r.ratio.toFixed(2),
    r.css.toFixed(1),
    r.requests,
    r.perf,
    r.lcp,
    r.tbt,
    r.cls.toFixed(3),
  ];
  console.log(values.map(cell).join(' '));
}
const over = rows.filter((r) => !r.within).length;
console.log(
  `${routes.length} routes, median of ${runs} Lighthouse runs each (throttling: ${throttlingMethod}); ${over} outside the goal (JS <= ${goal.js} kB and <= ${goal.ratio} x floor, CSS <= ${goal.css} kB, perf >= ${goal.perf}, LCP <= ${goal.lcp} ms, TBT < ${goal.tbt} ms, CLS < ${goal.cls})`,
);
mkdirSync('test-results', { recursive: true });
writeFileSync('test-results/bench.json', `${JSON.stringify({ goal, runs, rows }, null, 2)}\n`);
console.log('written: test-results/bench.json');
