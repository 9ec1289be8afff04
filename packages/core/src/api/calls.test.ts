import { type AxiosAdapter, AxiosError, type InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it } from 'vitest';
import { defaultBrand } from '../brand/defaultBrand';
import type { Family } from '../http/envelope';
import { ApiError, isApiError, isServerCode } from '../http/errors';
import { callDefs } from './calls';
import { type Api, createApi } from './index';
import { apiPaths } from './paths';

// Every api function sends its call definition (path, verb, client) and opens its family's envelope.

const wrap: Record<Family, (data: unknown) => unknown> = {
  generic: (data) => ({ code: '0', message: 'ok', data }),
  promotion: (data) => ({ code: 0, message: 'ok', data }),
  loan: (data) => ({ code: '00', message: 'ok', data }),
  upload: (data) => ({ code: '00', message: 'ok', data }),
  newStyle: (data) => ({ success: true, data }),
  goya: (data) => ({ code: '00', attach: data }),
};

/** An api answering each request with `answer(config)`, and the requests it saw. */
function fake(answer: (config: InternalAxiosRequestConfig) => unknown, onLoading?: (on: boolean) => void) {
  const seen: InternalAxiosRequestConfig[] = [];
  const api = createApi({
    brand: defaultBrand,
    search: () => '?sessionId=s-1&building=b-1&swift=w-1',
    ...(onLoading ? { onLoading } : {}),
  });
  const adapter: AxiosAdapter = async (config) => {
    seen.push(config);
    return { data: answer(config), status: 200, statusText: 'OK', headers: {}, config };
  };
  api.http.json.defaults.adapter = adapter;
  api.http.form.defaults.adapter = adapter;
  return { api, seen };
}

const order = { productId: 'p-1', orderId: 'o-1' };
const confirm = { amount: 1, periods: 1, termUnit: 91 };

/** Each call: its definition, how to make it, the payload to answer and what it resolves to. */
const cases: [keyof typeof callDefs, (api: Api) => Promise<unknown>, unknown, unknown][] = [
  ['cardInit', (a) => a.bank.cardInit('p-1'), { items: [] }, []],
  ['bindCardNew', (a) => a.bank.bindCard({ values: {}, cardType: 1, productId: 'p-1' }), null, null],
  [
    'bindCardChange',
    (a) => a.bank.bindCard({ values: {}, cardType: 1, productId: 'p-1', source: 'loanDetail' }),
    null,
    null,
  ],
  [
    'problemSave',
    (a) => a.complaint.save({ problemType: 1, problemDetail: 'x', problemImage: '' }),
    null,
    null,
  ],
  ['uploadProblemImg', (a) => a.complaint.uploadImage(new Blob(['x'])), { url: 'u' }, 'u'],
  ['problemList', (a) => a.complaint.list(), { tabs: null }, { tabs: [] }],
  ['saveScore', (a) => a.complaint.saveScore({ score: 5, problemId: 1 }), null, null],
  ['repaymentWay', (a) => a.repayment.way('o-1'), { repayToken: 't' }, { repayToken: 't', bankCards: [] }],
  [
    'repaymentConfirm',
    (a) => a.repayment.confirm({ orderId: 'o', verifyCode: '1', repaymentRecordId: 1 }),
    1,
    1,
  ],
  [
    'repaymentHuichao',
    (a) => a.repayment.huichao({ userId: 'u', orderId: 'o', amount: 1 }),
    { url: 'h' },
    'h',
  ],
  ['channelTemplate', (a) => a.promotion.template('t'), { id: 't', extra: 1 }, { id: 't', extra: 1 }],
  ['trackVisit', (a) => a.promotion.trackVisit({ page_id: 't' }), null, null],
  ['getSid', (a) => a.promotion.getSid(), { sid: 7 }, '7'],
  ['getSms', (a) => a.promotion.getSms({ phone: '1', capcode: 'c', sid: 's' }), null, null],
  ['trackClick', (a) => a.promotion.trackClick({ phone: '1' }), null, null],
  ['register', (a) => a.promotion.register({ phone: '1', capcode: 'c', sid: 's', smsCode: '1' }), null, null],
  ['loanPlayDetail', (a) => a.loan.playDetail(order), {}, expect.objectContaining({ detail: [] })],
  [
    'generateVcode',
    (a) => a.loan.generateVcode({ ...order, amount: 1, channelNumber: 2 }),
    { payUrl: 'p' },
    'p',
  ],
  ['contract', (a) => a.loan.contracts('p-1'), { data: [{ title: 'A' }] }, [{ title: 'A' }]],
  ['contractJump', (a) => a.loan.contractJump({ productId: 'p', position: 0 }), { contract_url: 'c' }, 'c'],
  ['loanDetailPush', (a) => a.loan.push({ ...confirm, productId: 'p' }), { lendDetailsUrl: 'l' }, 'l'],
  ['googleScore', (a) => a.loan.googleScore(5), null, null],
  ['eventSave', (a) => a.events.save({ productId: 'p', moduleId: 1 }), null, undefined],
  ['goyaAgreements', (a) => a.goya.agreements('p'), null, []],
  [
    'goyaAgreementJump',
    (a) => a.goya.agreementJump({ productId: 'p', position: 0 }),
    { contract_url: 'c' },
    'c',
  ],
  ['goyaPush', (a) => a.goya.push({ ...confirm, productId: 'p' }), { lendDetailsUrl: 'l' }, 'l'],
  [
    'goyaRecommend',
    (a) => a.goya.recommended(),
    [{ id: 1, name: 'N' }],
    [expect.objectContaining({ id: 1 })],
  ],
  ['goyaProductClick', (a) => a.goya.productClick({ productId: 'p' }), { url: null }, {}],
  ['goyaEvent', (a) => a.goya.event({ productId: 'p', moduleId: 1 }), null, undefined],
];

describe('every call sends its definition', () => {
  it.each(cases)('%s', async (name, run, payload, expected) => {
    const def = callDefs[name];
    const { api, seen } = fake(() => wrap[def.family](payload));
    await expect(run(api)).resolves.toEqual(expected);
    expect(seen[0]?.url).toBe(def.path);
    expect(seen[0]?.method).toBe(def.method);
    // The goya variant is form-encoded with its own headers (spec 7).
    const form = 'client' in def && def.client === 'form';
    expect(seen[0]?.headers.get(form ? 'swift' : 'building')).toBe(form ? 'w-1' : 'b-1');
  });

  it('complaint types load by POST with orderId in the body, the spec’s primary verb', async () => {
    const { api, seen } = fake(() => wrap.generic({ problemType: [{ title: 'Fees', value: 1 }] }));
    await expect(api.complaint.init('o-7')).resolves.toMatchObject({
      problemType: [{ title: 'Fees', value: 1 }],
    });
    expect(seen[0]?.method).toBe('post');
    expect(seen[0]?.url).toBe('/user-problem/problem-init');
    expect(JSON.parse(String(seen[0]?.data))).toEqual({ orderId: 'o-7' });
    expect(seen[0]?.params).not.toHaveProperty('orderId');
  });

  it('a brand on complaintInitVerb get loads them GET-style, orderId in the query string (spec 7)', async () => {
    const seen: InternalAxiosRequestConfig[] = [];
    const api = createApi({
      brand: { ...defaultBrand, complaintInitVerb: 'get' },
      search: () => '?sessionId=s-1',
    });
    api.http.json.defaults.adapter = async (config) => {
      seen.push(config);
      return { data: wrap.generic({ orderList: [] }), status: 200, statusText: 'OK', headers: {}, config };
    };
    await expect(api.complaint.init('o-7')).resolves.toMatchObject({ problemType: [], orderList: [] });
    expect(seen[0]?.method).toBe('get');
    expect(seen[0]?.url).toBe('/user-problem/problem-init');
    expect(seen[0]?.params).toEqual({ sessionId: 's-1', orderId: 'o-7' });
    expect(seen[0]?.data).toBeUndefined();
  });

  it('apiPaths is read from the call definitions', () => {
    expect(apiPaths.loanDetails).toBe(callDefs.loanDetails.path);
    expect(apiPaths.getCaptcha).toBe('/api/v2/youmi/promotion/get-captcha');
  });
});

describe('failures are ApiErrors', () => {
  const failing = (error: unknown) => {
    const { api } = fake(() => {
      throw error;
    });
    return api.service.contactInfo().catch((e: unknown) => e);
  };

  it('a timeout, an HTTP status and a network failure are transport errors', async () => {
    expect(await failing(new AxiosError('t', 'ECONNABORTED'))).toMatchObject({
      kind: 'transport',
      reason: 'timeout',
    });
    const response = { status: 503, statusText: '', headers: {}, data: '', config: { headers: {} } };
    expect(
      await failing(new AxiosError('s', 'ERR_BAD_RESPONSE', undefined, undefined, response as never)),
    ).toMatchObject({ kind: 'transport', reason: 'http', status: 503 });
    expect(await failing(new Error('down'))).toMatchObject({ kind: 'transport', reason: 'network' });
  });

  it('a business code is a server error; a body that is not an envelope is malformed', async () => {
    const server = await fake(() => ({ success: false, code: 800006, message: 'wrong code' }))
      .api.loan.details(order)
      .catch((e: unknown) => e);
    expect(isServerCode(server, 800006)).toBe(true);
    expect(server).toMatchObject({ message: 'wrong code' });
    const goya = await fake(() => ({ code: '7', treatment: 'no' }))
      .api.goya.loanDetail('p')
      .catch((e: unknown) => e);
    expect(goya).toMatchObject({ kind: 'server', code: '7', message: 'no' });
    for (const body of ['<html>', [], { data: {} }]) {
      const error = await fake(() => body)
        .api.bank.cardInit('p')
        .catch((e: unknown) => e);
      expect(isApiError(error) && error.kind).toBe('malformed');
    }
    const flagless = await fake(() => ({ data: {} }))
      .api.loan.details(order)
      .catch((e: unknown) => e);
    expect(flagless).toBeInstanceOf(ApiError);
  });

  it('the loading indicator shows once while calls that ask for it run', async () => {
    const shown: boolean[] = [];
    const { api } = fake(
      () => wrap.loan({ needValid: 0 }),
      (on) => shown.push(on),
    );
    await Promise.all([
      api.loan
        .generateVcode({ ...order, amount: 1, channelNumber: 1, rollover: true })
        .catch(() => undefined),
      api.repayment.commit({
        amount: 1,
        bankName: 'b',
        cardId: 1,
        cardNo: 'n',
        orderId: 'o',
        repayToken: 't',
        bankCode: 'c',
        sendMsg: 0,
      }),
    ]);
    expect(shown).toEqual([true, false]);
  });
});
