// `pnpm start`: the production build of apps/web (built if missing) served with the security
// headers (scripts/web-server.mjs) and the sandbox speaking the build's brand.

import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { runTogether } from './processes.mjs';
import { buildBrand } from './web-server.mjs';

const sandboxPort = process.env.SANDBOX_PORT ?? '8787';
const webPort = process.env.WEB_PORT ?? '4173';

const outDir = process.env.WEB_OUT_DIR ?? 'dist';
// VITE_BRAND asks for a brand: a build of another brand (or none) in the folder is built again.
const wanted = process.env.VITE_BRAND;
const missing = !existsSync(new URL(`../apps/web/${outDir}/index.html`, import.meta.url));
if (missing || (wanted && buildBrand(outDir)?.id !== wanted)) {
  const built = spawnSync('pnpm', ['--filter', 'web', 'build'], {
    stdio: 'inherit',
    env: { ...process.env, WEB_OUT_DIR: outDir, VITE_TEST_PAGE: '1', VITE_SANDBOX: '1' },
  });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
const brand = buildBrand(outDir);
if (!brand) {
  console.error(`apps/web/${outDir} has no .vite/brand.json: build it again (pnpm --filter web build).`);
  process.exit(1);
}

runTogether(
  [
    {
      name: 'sandbox',
      cmd: 'pnpm',
      args: ['--filter', '@loan/sandbox', 'serve'],
      env: { SANDBOX_PORT: sandboxPort, SANDBOX_BRAND: brand.id },
      ready: /sandbox: http/,
    },
    {
      // The build with the security headers of apps/web/securityHeaders.mjs (scripts/web-server.mjs).
      name: 'web',
      cmd: process.execPath,
      args: [fileURLToPath(new URL('./web-server.mjs', import.meta.url))],
      env: { SANDBOX_PORT: sandboxPort, WEB_PORT: webPort, WEB_OUT_DIR: outDir },
      ready: /Local:/,
    },
  ],
  {
    onReady: () =>
      console.log(
        `\n  Production build of brand ${brand.id} with the sandbox: http://127.0.0.1:${webPort}/\n`,
      ),
  },
);
