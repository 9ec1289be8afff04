import { Hono } from 'hono';

/** Where every API call of the default brand goes (the brand's apiBaseUrl). */
export const API_PREFIX = '/h5api';

/** The fake lender as one Hono app: served over HTTP, and wrapped as MSW handlers. */
export function createSandboxApp() {
  const app = new Hono();
  app.get('/__sandbox/health', (c) => c.json({ ok: true, name: '@loan/sandbox' }));
  return app;
}
