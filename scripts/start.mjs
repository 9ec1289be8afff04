// `pnpm start`: the production build of apps/web (built if missing) served with the sandbox.

import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { runTogether } from './processes.mjs';

const sandboxPort = process.env.SANDBOX_PORT ?? '8787';
const webPort = process.env.WEB_PORT ?? '4173';

const outDir = process.env.WEB_OUT_DIR ?? 'dist';
if (!existsSync(new URL(`../apps/web/${outDir}/index.html`, import.meta.url))) {
  const built = spawnSync('pnpm', ['--filter', 'web', 'build'], {
    stdio: 'inherit',
    env: { ...process.env, VITE_TEST_PAGE: '1', VITE_SANDBOX: '1' },
  });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

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
      args: ['--filter', 'web', 'preview', '--host', '127.0.0.1'],
      env: { SANDBOX_PORT: sandboxPort, WEB_PORT: webPort },
      ready: /Local:/,
    },
  ],
  { onReady: () => console.log(`\n  Production build with the sandbox: http://127.0.0.1:${webPort}/\n`) },
);
