// `pnpm bench`: the speed budgets of DESIGN.md, measured, never asserted in a timed test.
// Lighthouse (mobile preset) on every borrower route of the production build with the sandbox:
// performance at least 95 and CLS under 0.02. Bundle budgets are `pnpm size`.
// Run with tsx (it imports @loan/core from source). Usage: pnpm bench [route ...]   (default: every route of the brand's table but the test page)
import { spawn } from 'node:child_process';
import { defaultRoutes } from '@loan/core';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumPath } from './chromium.mjs';

const port = Number(process.env.BENCH_WEB_PORT ?? 4317);
const sandboxPort = Number(process.env.BENCH_SANDBOX_PORT ?? 8797);
const session = 'sessionId=demo&userId=u-demo&productId=p-100&orderId=o-174-delay';
const routes = process.argv.slice(2).length
  ? process.argv.slice(2)
  : Object.entries(defaultRoutes)
      .filter(([key]) => key !== 'testPreview')
      .map(([, path]) => path);

const server = spawn('node', ['scripts/start.mjs'], {
  env: { ...process.env, WEB_PORT: String(port), SANDBOX_PORT: String(sandboxPort) },
  stdio: ['ignore', 'pipe', 'inherit'],
});
await new Promise((resolve, reject) => {
  server.stdout.on('data', (d) => d.toString().includes('Production build with the sandbox') && resolve());
  server.on('exit', () => reject(new Error('server exited')));
});

const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath(),
  chromeFlags: ['--headless=new', ...chromiumArgs],
});
let failed = 0;
try {
  console.log('route'.padEnd(34), 'perf', '  CLS ', ' LCP ms', ' TBT ms', ' JS kB');
  for (const route of routes) {
    const url = `http://127.0.0.1:${port}${route}?${session}`;
    const { lhr } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' });
    const perf = Math.round((lhr.categories.performance.score ?? 0) * 100);
    const cls = lhr.audits['cumulative-layout-shift'].numericValue ?? 0;
    const lcp = Math.round(lhr.audits['largest-contentful-paint'].numericValue ?? 0);
    const tbt = Math.round(lhr.audits['total-blocking-time'].numericValue ?? 0);
    const js = (lhr.audits['resource-summary'].details?.items ?? []).find((i) => i.resourceType === 'script');
    const ok = perf >= 95 && cls < 0.02;
    if (!ok) failed++;
    console.log(
      `${ok ? 'ok  ' : 'OVER'} ${route.padEnd(29)}`,
      String(perf).padStart(4),
      cls.toFixed(3).padStart(6),
      String(lcp).padStart(7),
      String(tbt).padStart(7),
      ((js?.transferSize ?? 0) / 1000).toFixed(1).padStart(6),
    );
  }
} finally {
  await chrome.kill();
  server.kill('SIGTERM');
}
console.log(`${routes.length} routes, ${failed} over budget (performance >= 95, CLS < 0.02)`);
process.exit(failed ? 1 : 0);
