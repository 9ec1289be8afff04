import { registry } from '@loan/brands';
import { type Api, ApiError, type BrandConfig, createApi, type DecodeIssue, defaultBrand } from '@loan/core';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSandboxApp } from './app';
import { TEMPLATE_ID } from './seed';

const indiaBrand = registry.india.config;

// Tolerant decoding, property-tested (issue 13, item 2): every call's real sandbox answer, mutated
// at random (type swaps, nulls, missing and extra keys, numbers and numeric strings swapped), goes
// through the real api function; nothing but an ApiError ever comes out of the api layer.
// RUNS mutated answers per call and brand: 200 x 41 calls x 2 brands (the default and India, whose
// key map renames the wire keys) = 16,400 mutations a run.

const RUNS = 200;
const ORIGIN = 'http://sandbox';

// axios's adapter type, read through core's client so the sandbox needs no axios of its own.
type AxiosAdapter = Extract<
  NonNullable<Api['http']['json']['defaults']['adapter']>,
  (config: never) => unknown
>;
type InternalAxiosRequestConfig = Parameters<AxiosAdapter>[0];

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** The calls, each through its real api function with inputs the sandbox knows. */
const calls: Record<string, (api: Api) => Promise<unknown>> = {
  cardInit: (a) => a.bank.cardInit('p-100'),
  bindCard: (a) => a.bank.bindCard({ values: { accountName: 'Juan' }, cardType: 1, productId: 'p-100' }),
  bindCardChange: (a) =>
    a.bank.bindCard({
      values: { accountName: 'Juan' },
      cardType: 1,
      productId: 'p-100',
      source: 'loanDetail',
    }),
  complaintInit: (a) => a.complaint.init('o-170'),
  complaintSave: (a) => a.complaint.save({ problemType: 2, problemDetail: 'Missing', problemImage: '' }),
  complaintUpload: (a) => a.complaint.uploadImage(new Blob(['abc'], { type: 'image/jpeg' })),
  complaintList: (a) => a.complaint.list(),
  complaintDetail: (a) => a.complaint.detail(1),
  complaintScore: (a) => a.complaint.saveScore({ score: 4, problemId: 1 }),
  contactInfo: (a) => a.service.contactInfo(),
  repaymentWay: (a) => a.repayment.way('o-174'),
  repaymentCommit: (a) =>
    a.repayment.commit({
      amount: 100,
      bankName: 'BDO',
      cardId: 'c-1',
      cardNo: '4111',
      orderId: 'o-174',
      repayToken: 'rt-o-174',
      bankCode: 'BDO',
      sendMsg: 0,
    }),
  repaymentConfirm: (a) =>
    a.repayment.confirm({ orderId: 'o-174', verifyCode: '1', repaymentRecordId: 'r-1' }),
  huichao: (a) => a.repayment.huichao({ userId: 'u-demo', orderId: 'o-174', amount: 100 }),
  template: (a) => a.promotion.template(TEMPLATE_ID),
  downloadTemplate: (a) => a.promotion.downloadTemplate('d-1'),
  trackVisit: (a) => a.promotion.trackVisit({ page_id: TEMPLATE_ID }),
  getSid: (a) => a.promotion.getSid(),
  getSms: (a) => a.promotion.getSms({ phone: '13912345678', capcode: 'x', sid: 'sid-1' }),
  trackClick: (a) => a.promotion.trackClick({ phone: '13912345678' }),
  register: (a) => a.promotion.register({ phone: '13912345678', capcode: 'x', sid: 'sid-1', smsCode: '1' }),
  villages: (a) => a.loan.villages({ productId: 'p-100', orderId: 'o-174' }),
  playDetail: (a) => a.loan.playDetail({ productId: 'p-100', orderId: 'o-174' }),
  generateVcode: (a) =>
    a.loan.generateVcode({ productId: 'p-100', orderId: 'o-174', amount: 100, channelNumber: 90006 }),
  confirmDetail: (a) => a.loan.confirmDetail('p-100'),
  contracts: (a) => a.loan.contracts('p-100'),
  contractJump: (a) => a.loan.contractJump({ productId: 'p-100', position: 0 }),
  push: (a) => a.loan.push({ amount: 500000, periods: 1, termUnit: 91, productId: 'p-100' }),
  details: (a) => a.loan.details({ productId: 'p-100', orderId: 'o-174' }),
  detailsWithDialogs: (a) => a.loan.details({ productId: 'p-100', orderId: 'o-170-notice' }),
  googleScore: (a) => a.loan.googleScore(5),
  eventSave: (a) => a.events.save({ productId: 'p-201', moduleId: 30 }),
  goyaLoanDetail: (a) => a.goya.loanDetail('p-100'),
  goyaAgreements: (a) => a.goya.agreements('p-100'),
  goyaAgreementJump: (a) => a.goya.agreementJump({ productId: 'p-100', position: 1 }),
  goyaPush: (a) => a.goya.push({ amount: 1, periods: 1, termUnit: 91, productId: 'p-100' }),
  goyaRecommend: (a) => a.goya.recommended(),
  goyaProductClick: (a) => a.goya.productClick({ productId: 'p-201' }),
  goyaEvent: (a) => a.goya.event({ productId: 'p-201', moduleId: 18 }),
  repaymentWayNoCards: (a) => a.repayment.way('o-nocards'),
  detailsUnknownOrder: (a) => a.loan.details({ productId: 'p-100', orderId: 'nope' }),
};

/** An api whose every request is answered by `answer`. */
function apiAnswering(
  brand: BrandConfig,
  answer: (config: InternalAxiosRequestConfig) => Promise<unknown>,
  issues?: DecodeIssue[],
) {
  const api = createApi({
    brand,
    baseURL: `${ORIGIN}${brand.apiBaseUrl}`,
    search: () => '?sessionId=demo&userId=u-demo',
    ...(issues ? { onDecodeIssue: (issue: DecodeIssue) => issues.push(issue) } : {}),
  });
  const adapter: AxiosAdapter = async (config) => ({
    data: await answer(config),
    status: 200,
    statusText: 'OK',
    headers: {},
    config,
  });
  api.http.json.defaults.adapter = adapter;
  api.http.form.defaults.adapter = adapter;
  return api;
}

/** Hands an axios request to the sandbox app and returns its parsed JSON answer. */
async function askSandbox(
  app: ReturnType<typeof createSandboxApp>,
  config: InternalAxiosRequestConfig,
): Promise<unknown> {
  const url = new URL(`${config.baseURL ?? ''}${config.url ?? ''}`);
  for (const [key, value] of Object.entries((config.params ?? {}) as Record<string, unknown>)) {
    url.searchParams.set(key, String(value));
  }
  const headers = new Headers();
  for (const [key, value] of Object.entries(config.headers.toJSON())) {
    if (typeof value === 'string') headers.set(key, value);
  }
  // FormData sets its own multipart boundary.
  if (config.data instanceof FormData) headers.delete('content-type');
  const method = (config.method ?? 'get').toUpperCase();
  const res = await app.fetch(
    new Request(url, { method, headers, ...(method === 'GET' ? {} : { body: config.data as BodyInit }) }),
  );
  return res.json();
}

const brands: [string, BrandConfig][] = [
  ['default', defaultBrand],
  ['india', indiaBrand],
];
/** The sandbox's real answers, by brand and call. */
const samples = new Map<string, Json>();

/** Every path into a JSON value (the root included), as key lists. */
function paths(value: Json, prefix: (string | number)[] = []): (string | number)[][] {
  const out: (string | number)[][] = [prefix];
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) out.push(...paths(item, [...prefix, i]));
  } else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) out.push(...paths(inner, [...prefix, key]));
  }
  return out;
}

type Op = 'null' | 'delete' | 'extra' | 'swap' | 'numeric';
interface Mutation {
  at: number;
  op: Op;
  value: Json;
  key: string;
}

/** Another type for the same place: numbers and numeric strings trade places, the rest turns into `value`. */
function swapped(current: Json, value: Json): Json {
  if (typeof current === 'number') return String(current);
  if (typeof current === 'string' && current.trim() !== '' && Number.isFinite(Number(current)))
    return Number(current);
  return typeof value === typeof current ? [value] : value;
}

function mutate(sample: Json, mutations: readonly Mutation[]): Json {
  let root = structuredClone(sample);
  for (const m of mutations) {
    const all = paths(root);
    const path = all[m.at % all.length] ?? [];
    const parentPath = path.slice(0, -1);
    const key = path[path.length - 1];
    let parent: Json = root;
    for (const step of parentPath) parent = (parent as Record<string | number, Json>)[step] ?? null;
    const current: Json = key === undefined ? root : ((parent as Record<string | number, Json>)[key] ?? null);
    const next = (() => {
      switch (m.op) {
        case 'null':
          return null;
        case 'swap':
          return swapped(current, m.value);
        case 'numeric':
          return typeof current === 'number' ? String(current) : swapped(current, 1);
        case 'extra':
          if (current && typeof current === 'object' && !Array.isArray(current)) {
            return { ...current, [m.key]: m.value };
          }
          return Array.isArray(current) ? [...current, m.value] : current;
        case 'delete':
          return undefined;
      }
    })();
    if (key === undefined) root = next === undefined ? null : next;
    else if (Array.isArray(parent) && typeof key === 'number') {
      if (next === undefined) parent.splice(key, 1);
      else parent[key] = next;
    } else if (parent && typeof parent === 'object') {
      const record = parent as Record<string, Json>;
      if (next === undefined) delete record[key];
      else record[key] = next;
    }
  }
  return root;
}

const mutation: fc.Arbitrary<Mutation> = fc.record({
  at: fc.nat(),
  op: fc.constantFrom<Op>('null', 'delete', 'extra', 'swap', 'numeric'),
  value: fc.jsonValue({ maxDepth: 2 }) as fc.Arbitrary<Json>,
  key: fc.string({ maxLength: 8 }),
});

beforeAll(async () => {
  for (const [brandName, brand] of brands) {
    const sandbox = createSandboxApp({ brand });
    for (const [name, run] of Object.entries(calls)) {
      let seen: Json = null;
      const api = apiAnswering(brand, async (config) => {
        seen = (await askSandbox(sandbox, config)) as Json;
        return seen;
      });
      await run(api).catch(() => undefined);
      samples.set(`${brandName}:${name}`, seen);
    }
  }
});

describe.each(brands)('tolerant decoding, %s brand: mutated sandbox answers', (brandName, brand) => {
  it('every call has a real sandbox answer to mutate', () => {
    for (const name of Object.keys(calls)) {
      const sample = samples.get(`${brandName}:${name}`);
      // An envelope object, not a missing or unparseable answer.
      expect(sample !== null && typeof sample === 'object' && !Array.isArray(sample), name).toBe(true);
    }
    expect(Object.keys(calls)).toHaveLength(41);
  });

  it.each(Object.keys(calls))(`%s: ${RUNS} mutations never throw anything but ApiError`, async (name) => {
    const sample = samples.get(`${brandName}:${name}`) ?? null;
    const run = calls[name];
    if (!run) throw new Error(`no call ${name}`);
    await fc.assert(
      fc.asyncProperty(fc.array(mutation, { minLength: 1, maxLength: 4 }), async (mutations) => {
        const body = mutate(sample, mutations);
        const issues: DecodeIssue[] = [];
        const outcome = await run(apiAnswering(brand, async () => body, issues)).then(
          () => undefined,
          (error: unknown) => error,
        );
        if (outcome !== undefined) expect(outcome).toBeInstanceOf(ApiError);
        for (const issue of issues) expect(issue.call).toMatch(/^\//);
      }),
      { numRuns: RUNS },
    );
  });

  it('the unmutated answers decode with nothing dropped or defaulted', async () => {
    for (const [name, run] of Object.entries(calls)) {
      const issues: DecodeIssue[] = [];
      await run(apiAnswering(brand, async () => samples.get(`${brandName}:${name}`) ?? null, issues)).catch(
        () => undefined,
      );
      expect(issues, name).toEqual([]);
    }
  });
});
