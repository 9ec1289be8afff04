import { serve } from '@hono/node-server';
import { registry } from '@loan/brands';
import { createSandboxApp } from './app';
import { demoMarket } from './markets';

const port = Number(process.env.SANDBOX_PORT ?? 8787);
const hostname = process.env.SANDBOX_HOST ?? '127.0.0.1';
// The brand the sandbox speaks (its API base, key map, paths, currency and market), as VITE_BRAND picks the app's.
const brandId = process.env.SANDBOX_BRAND || 'default';
const folder = Object.hasOwn(registry, brandId) ? registry[brandId as keyof typeof registry] : undefined;
if (!folder) {
  console.error(
    `SANDBOX_BRAND '${brandId}' is not in brands/registry.ts. Brands: ${Object.keys(registry).join(', ')}`,
  );
  process.exit(1);
}

const app = createSandboxApp({ brand: folder.config, market: demoMarket(folder.market) });
const server = serve({ fetch: app.fetch, port, hostname }, (info) => {
  console.log(
    `sandbox: http://${hostname}:${info.port} (brand ${brandId}, market ${folder.market}, API ${folder.config.apiBaseUrl})`,
  );
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
