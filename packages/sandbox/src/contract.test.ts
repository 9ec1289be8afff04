import { registry } from '@loan/brands';
import { ApiError, callDefs, defaultBrand, openEnvelope } from '@loan/core';
import { describe, expect, it } from 'vitest';
import { createSandboxApp } from './app';
import * as seed from './seed';

const indiaBrand = registry.india.config;

// One contract for both sides (issue 13, item 12): the sandbox serves every call core declares,
// at its path and verb, in its family's envelope.

const defs = Object.entries(callDefs);

function request(path: string, method: 'get' | 'post', headers: Record<string, string> = {}) {
  return new Request(`http://sandbox${path}`, {
    method: method.toUpperCase(),
    headers: { 'content-type': 'application/json', ...headers },
    ...(method === 'post' ? { body: '{}' } : {}),
  });
}

/** The raw JSON text a POST of product p-300 gets. */
async function answer(app: ReturnType<typeof createSandboxApp>, path: string) {
  const res = await app.fetch(
    new Request(`http://sandbox${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ productId: 'p-300' }),
    }),
  );
  return res.text();
}

/** What the envelope says: the payload, or the business code it failed with. */
function open(family: (typeof callDefs)[keyof typeof callDefs]['family'], body: unknown) {
  try {
    return { payload: openEnvelope(family, body) };
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'server') return { code: error.code };
    throw error;
  }
}

describe('the sandbox answers from core’s call definitions', () => {
  it.each(defs)('%s: served at its path and verb, in its family’s envelope', async (_name, def) => {
    const app = createSandboxApp();
    const res = await app.fetch(request(`/h5api${def.path}`, def.method));
    expect(res.status).toBe(200);
    // An empty body is either answered or refused with a business code, never outside the envelope.
    expect(open(def.family, await res.json())).toBeDefined();
  });

  it.each(defs)('%s: a business-code fault comes in the call’s own family envelope', async (_name, def) => {
    const app = createSandboxApp();
    const res = await app.fetch(
      request(`/h5api${def.path}`, def.method, { 'x-sandbox-fault': 'code:4242:No' }),
    );
    expect(open(def.family, await res.json())).toEqual({ code: '4242' });
  });

  it('speaks the brand’s base URL for every call', async () => {
    const app = createSandboxApp({ brand: indiaBrand });
    const prefix = indiaBrand.apiBaseUrl.replace(/\/$/, '');
    expect(prefix).not.toBe(defaultBrand.apiBaseUrl.replace(/\/$/, ''));
    for (const [, def] of defs) {
      const res = await app.fetch(request(`${prefix}${def.path}`, def.method));
      expect(res.status, def.path).toBe(200);
    }
  });

  it('writes its links with the brand’s paths and its amounts in the brand’s currency', async () => {
    const india = createSandboxApp({ brand: indiaBrand });
    const inPrefix = indiaBrand.apiBaseUrl.replace(/\/$/, '');
    expect(await answer(india, `${inPrefix}${callDefs.loanDetailPush.path}`)).toContain(
      `"${indiaBrand.routes.loanDetail}?orderId=o-21&productId=p-300"`,
    );
    expect(await answer(india, `${inPrefix}${callDefs.loanDetailConfirm.path}`)).toContain('"₹1,45,500.00"');
    // The default world keeps the spec's paths and the seed's pesos.
    const spec = createSandboxApp();
    expect(await answer(spec, `/h5api${callDefs.loanDetailPush.path}`)).toContain(
      '"/summerJuly?orderId=o-21',
    );
    expect(await answer(spec, `/h5api${callDefs.loanDetailConfirm.path}`)).toContain('"₱145,500.00"');
  });

  // The sandbox checks its answers against the shape: every seeded scenario must pass, or the
  // screens that open it in the end-to-end tests would meet a 500.
  const scenarios: [string, keyof typeof callDefs, Record<string, string>][] = [
    ...Object.keys(seed.orders).flatMap(
      (orderId): [string, keyof typeof callDefs, Record<string, string>][] => [
        [`order ${orderId}`, 'loanDetails', { orderId, productId: 'p-100' }],
        [`repayment info ${orderId}`, 'villages', { orderId, productId: 'p-100' }],
        [`play detail ${orderId}`, 'loanPlayDetail', { orderId, productId: 'p-100' }],
      ],
    ),
    ...Object.keys(seed.confirms).flatMap(
      (productId): [string, keyof typeof callDefs, Record<string, string>][] => [
        [`confirm ${productId}`, 'loanDetailConfirm', { productId }],
        [`goya confirm ${productId}`, 'goyaLoanDetail', { productId }],
        [`agreements ${productId}`, 'contract', { productId }],
      ],
    ),
    ...Object.keys(seed.templates).map(
      (templateId): [string, keyof typeof callDefs, Record<string, string>] => [
        `template ${templateId}`,
        'channelTemplate',
        { templateId },
      ],
    ),
    ...seed
      .seedComplaints()
      .map((c): [string, keyof typeof callDefs, Record<string, string>] => [
        `complaint ${c.id}`,
        'problemDetail',
        { problemId: String(c.id) },
      ]),
    ['complaint init', 'problemInit', { orderId: 'o-170' }],
    ['complaint init without order', 'problemInit', { orderId: 'none' }],
    ['complaint init GET-style', 'problemInitGet', { orderId: 'o-170' }],
    ['complaint init GET-style without order', 'problemInitGet', { orderId: 'none' }],
  ];

  it.each(scenarios)('%s: answered within the contract', async (_name, call, input) => {
    const def = callDefs[call];
    const query = def.method === 'get' ? `?${new URLSearchParams(input)}` : '';
    const res = await createSandboxApp().fetch(
      new Request(`http://sandbox/h5api${def.path}${query}`, {
        method: def.method.toUpperCase(),
        headers: { 'content-type': 'application/json' },
        ...(def.method === 'post' ? { body: JSON.stringify(input) } : {}),
      }),
    );
    expect(res.status, await res.clone().text()).toBe(200);
    expect(open(def.family, await res.json())).toHaveProperty('payload');
  });
});

describe('complaint types load by either verb of spec 7', () => {
  it('GET-style with orderId in the query string answers what POST with it in the body does', async () => {
    const app = createSandboxApp();
    const path = `/h5api${callDefs.problemInit.path}`;
    const post = await app.fetch(
      new Request(`http://sandbox${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ orderId: 'none' }),
      }),
    );
    const get = await app.fetch(new Request(`http://sandbox${path}?orderId=none`));
    const posted = open('generic', await post.json());
    const got = open('generic', await get.json());
    expect(got).toEqual(posted);
    // orderId none: the borrower has no order to pick, whichever verb carried it.
    expect(got).toMatchObject({ payload: { orderList: [], orderDetail: null } });
  });
});
