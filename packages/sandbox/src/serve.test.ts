import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createApi, defaultBrand } from '@loan/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandboxApp } from './app';

let origin = '';
let close = () => {};

beforeAll(async () => {
  await new Promise<void>((resolve) => {
    const server = serve(
      { fetch: createSandboxApp().fetch, port: 0, hostname: '127.0.0.1' },
      (info: AddressInfo) => {
        origin = `http://127.0.0.1:${info.port}`;
        resolve();
      },
    );
    close = () => server.close();
  });
});
afterAll(() => close());

describe('the sandbox over real HTTP', () => {
  it('answers its health check', async () => {
    const res = await fetch(`${origin}/__sandbox/health`);
    expect(await res.json()).toEqual({ ok: true, name: '@loan/sandbox' });
  });

  it('serves an API call to the real axios client', async () => {
    const api = createApi({
      brand: defaultBrand,
      baseURL: `${origin}/h5api`,
      search: () => '?sessionId=demo',
    });
    const items = await api.bank.cardInit('p-100');
    expect(items.length).toBeGreaterThan(3);
  });

  it('cuts the connection on the reset fault: a network error, not a crash', async () => {
    const api = createApi({
      brand: defaultBrand,
      baseURL: `${origin}/h5api`,
      search: () => '?__fault=reset',
      forwardParams: ['__fault'],
    });
    await expect(api.bank.cardInit('p-100')).rejects.toMatchObject({ kind: 'transport', reason: 'network' });
  });

  it('a fault set for one session leaves other sessions alone', async () => {
    await fetch(`${origin}/__sandbox/fault`, {
      method: 'POST',
      body: JSON.stringify({ fault: 'code:9:Paused', sessionId: 's-1' }),
    });
    const one = createApi({
      brand: defaultBrand,
      baseURL: `${origin}/h5api`,
      search: () => '?sessionId=s-1',
    });
    const two = createApi({
      brand: defaultBrand,
      baseURL: `${origin}/h5api`,
      search: () => '?sessionId=s-2',
    });
    await expect(one.service.contactInfo()).rejects.toMatchObject({
      kind: 'server',
      code: '9',
      message: 'Paused',
    });
    await expect(two.service.contactInfo()).resolves.toMatchObject({ smWa: '+63 917 555 0199' });
    await fetch(`${origin}/__sandbox/fault`, { method: 'POST', body: JSON.stringify({ sessionId: 's-1' }) });
    await expect(one.service.contactInfo()).resolves.toBeDefined();
  });
});
