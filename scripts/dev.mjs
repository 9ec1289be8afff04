// `pnpm dev`: the sandbox lender and Vite (proxying every brand's API base to it); Ctrl-C stops both.
// VITE_BRAND picks the brand of both (default `default`).
import { runTogether } from './processes.mjs';

const sandboxPort = process.env.SANDBOX_PORT ?? '8787';
const webPort = process.env.WEB_PORT ?? '5173';
const brand = process.env.VITE_BRAND || 'default';
const session =
  'sessionId=demo&userId=u-demo&deviceId=dev-device&appVersion=1.0.0&appName=loan&clientType=android&productId=p-100&orderId=o-174-delay';

runTogether(
  [
    {
      name: 'sandbox',
      cmd: 'pnpm',
      args: ['--filter', '@loan/sandbox', 'serve'],
      env: { SANDBOX_PORT: sandboxPort, SANDBOX_BRAND: brand },
      ready: /sandbox: http/,
    },
    {
      name: 'web',
      cmd: 'pnpm',
      args: ['--filter', 'web', 'dev'],
      env: { SANDBOX_PORT: sandboxPort, WEB_PORT: webPort, VITE_BRAND: brand, VITE_ALLOW_HTTP: '1' },
      ready: /ready in|Local:/,
    },
  ],
  {
    onReady: () =>
      console.log(
        brand === 'default'
          ? `\n  Developer test page, with the sandbox's demo session:\n  http://localhost:${webPort}/testPreview?${session}\n`
          : `\n  Brand ${brand}: http://localhost:${webPort}/ (its test page is its routes.testPreview, with ?${session})\n`,
      ),
  },
);
