// `pnpm dev`: the sandbox lender and Vite (proxying /h5api to it); Ctrl-C stops both.
import { runTogether } from './processes.mjs';

const sandboxPort = process.env.SANDBOX_PORT ?? '8787';
const webPort = process.env.WEB_PORT ?? '5173';
const session =
  'sessionId=demo&userId=u-demo&deviceId=dev-device&appVersion=1.0.0&appName=loan&clientType=android&productId=p-100&orderId=o-174-delay';

runTogether(
  [
    {
      name: 'sandbox',
      cmd: 'pnpm',
      args: ['--filter', '@loan/sandbox', 'serve'],
      env: { SANDBOX_PORT: sandboxPort },
      ready: /sandbox: http/,
    },
    {
      name: 'web',
      cmd: 'pnpm',
      args: ['--filter', 'web', 'dev'],
      env: { SANDBOX_PORT: sandboxPort, WEB_PORT: webPort, VITE_BRAND: process.env.VITE_BRAND ?? 'default', VITE_ALLOW_HTTP: '1' },
      ready: /ready in|Local:/,
    },
  ],
  {
    onReady: () =>
      console.log(
        `\n  Developer test page, with the sandbox's demo session:\n  http://localhost:${webPort}/testPreview?${session}\n`,
      ),
  },
);
