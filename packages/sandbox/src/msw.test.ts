import { apiPaths } from '@loan/core';
import { getResponse, type RequestHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { createSandboxMsw } from './msw';

const ORIGIN = 'http://msw.test';
const world = createSandboxMsw(ORIGIN);

/** contact-kf-info as the app sends it (spec 7: overall 30), answered by `extra` first, then the sandbox. */
async function ask(extra: RequestHandler[] = []) {
  const request = new Request(`${ORIGIN}/h5api${apiPaths.contactInfo}?sessionId=demo`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ overall: 30 }),
  });
  const response = await getResponse([...extra, ...world.handlers], request);
  if (!response) throw new Error('no handler answered');
  return response;
}

describe('createSandboxMsw', () => {
  it('a fault hits the next call at its path once; the call after it meets the healthy sandbox', async () => {
    const fault = [world.fault(apiPaths.contactInfo, '500')];
    expect((await ask(fault)).status).toBe(500);
    const healthy = await ask(fault);
    expect(healthy.status).toBe(200);
    expect(await healthy.json()).toMatchObject({ code: '0' });
  });

  it('a business code fault answers in the envelope of the call', async () => {
    const body = await (await ask([world.fault(apiPaths.contactInfo, 'code:7001:Resting')])).json();
    expect(body).toMatchObject({ code: '7001', message: 'Resting' });
  });

  it('reset is a network error under MSW', async () => {
    expect((await ask([world.fault(apiPaths.contactInfo, 'reset')])).type).toBe('error');
  });

  it("reshape edits the sandbox's own answer once", async () => {
    const reshape = [world.reshape(apiPaths.contactInfo, (body) => ({ ...body, data: null }))];
    expect(await (await ask(reshape)).json()).toMatchObject({ code: '0', data: null });
    expect(((await (await ask(reshape)).json()) as { data: unknown }).data).not.toBeNull();
  });

  it('a fault at another path leaves this call alone', async () => {
    expect((await ask([world.fault(apiPaths.cardInit, '500')])).status).toBe(200);
  });
});
