import { serve } from '@hono/node-server';
import { createSandboxApp } from './app';

const port = Number(process.env.SANDBOX_PORT ?? 8787);
const hostname = process.env.SANDBOX_HOST ?? '127.0.0.1';

const server = serve({ fetch: createSandboxApp().fetch, port, hostname }, (info) => {
  console.log(`sandbox: http://${hostname}:${info.port}`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
