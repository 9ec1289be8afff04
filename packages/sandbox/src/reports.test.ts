import { registry } from '@loan/brands';
import { defaultBrand } from '@loan/core';
import { describe, expect, it } from 'vitest';
import { createSandboxApp, MAX_REPORT_BYTES, MAX_REPORTS } from './app';

const brand = registry.default.config;
const endpoint = brand.report?.endpoint ?? '';

const beacon = (app: ReturnType<typeof createSandboxApp>, body: string) =>
  app.request(endpoint, { method: 'POST', headers: { 'content-type': 'text/plain;charset=UTF-8' }, body });

const recorded = async (app: ReturnType<typeof createSandboxApp>) =>
  ((await (await app.request('/__sandbox/reports')).json()) as { reports: unknown[] }).reports;

describe("the brand's reporting endpoint", () => {
  it('is under the API base, so the web server passes it on to the sandbox', () => {
    expect(endpoint.startsWith(`${brand.apiBaseUrl}/`)).toBe(true);
  });

  it('records each report a beacon sends, and the admin reads them in order', async () => {
    const app = createSandboxApp({ brand });
    const first = {
      kind: 'error',
      build: 'b',
      brand: 'default',
      route: 'repay',
      agent: 'UA',
      detail: { message: 'x' },
    };
    expect((await beacon(app, JSON.stringify(first))).status).toBe(204);
    await beacon(app, JSON.stringify({ ...first, kind: 'vital' }));
    expect(await recorded(app)).toEqual([first, { ...first, kind: 'vital' }]);
  });

  it('refuses a body that is not a JSON object, or too large', async () => {
    const app = createSandboxApp({ brand });
    expect((await beacon(app, 'not json')).status).toBe(400);
    expect((await beacon(app, '[1]')).status).toBe(400);
    expect((await beacon(app, JSON.stringify({ pad: 'x'.repeat(MAX_REPORT_BYTES) }))).status).toBe(413);
    expect(await recorded(app)).toEqual([]);
  });

  it(`keeps the latest ${MAX_REPORTS} and forgets them all on DELETE`, async () => {
    const app = createSandboxApp({ brand });
    for (let i = 0; i < MAX_REPORTS + 3; i++) await beacon(app, JSON.stringify({ i }));
    const kept = (await recorded(app)) as { i: number }[];
    expect(kept).toHaveLength(MAX_REPORTS);
    expect(kept[0]?.i).toBe(3);
    await app.request('/__sandbox/reports', { method: 'DELETE' });
    expect(await recorded(app)).toEqual([]);
  });

  it('is not there for a brand without one', async () => {
    const app = createSandboxApp({ brand: defaultBrand });
    expect((await beacon(app, '{}')).status).toBe(404);
  });
});
