import { registry } from '@loan/brands';
import { type Api, ApiError, type BrandConfig, createApi, defaultBrand, isServerCode } from '@loan/core';
import { HttpResponse, http as mswHttp } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sandboxHandlers } from './msw';
import { CARD_NEEDS_SMS, DOWNLOAD_TEMPLATE_ID, REGISTERED_PHONE, SMS_CODE, TEMPLATE_ID } from './seed';

const indiaBrand = registry.india.config;

const ORIGIN = 'http://sandbox.test';
const page =
  '?sessionId=demo&userId=u-demo&deviceId=d-1&appVersion=1.0.0&building=b-1&gather=g-1&swift=s-1&eyes=e-1&orderId=ignored';

interface Seen {
  url: URL;
  headers: Headers;
  body: string;
}
const seen: Seen[] = [];
const server = setupServer();

/** The brand of the running suite: the "every call" suite runs once per brand. */
let current: BrandConfig = defaultBrand;

function use(brand: BrandConfig = current) {
  server.resetHandlers(...sandboxHandlers(ORIGIN, { brand }));
}

function api(
  options: { brand?: BrandConfig; timeout?: number; search?: string; onLoading?: (on: boolean) => void } = {},
): Api {
  const brand = options.brand ?? current;
  return createApi({
    brand,
    baseURL: `${ORIGIN}${brand.apiBaseUrl}`,
    forwardParams: ['__fault'],
    search: () => options.search ?? page,
    timeout: options.timeout ?? 2000,
    ...(options.onLoading ? { onLoading: options.onLoading } : {}),
  });
}

/** Runs a call and returns the error it rejects with. */
async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  server.events.on('request:start', async ({ request }) => {
    seen.push({ url: new URL(request.url), headers: request.headers, body: await request.clone().text() });
  });
});
afterEach(() => {
  seen.length = 0;
});
afterAll(() => server.close());

describe('the wire: headers, query params and bodies', () => {
  it('page params other than the common ones stay out of the call unless forwarded', async () => {
    use();
    await createApi({
      brand: defaultBrand,
      baseURL: `${ORIGIN}/h5api`,
      search: () => '?sessionId=demo&__fault=500&orderId=o-1',
    }).service.contactInfo();
    expect([...(seen[0]?.url.searchParams.keys() ?? [])]).toEqual(['sessionId']);
  });

  it('the JSON client sends X-Requested-With, building and gather from the query, and the common params', async () => {
    use();
    await api().service.contactInfo();
    const [req] = seen;
    expect(req?.headers.get('x-requested-with')).toBe('XMLHttpRequest');
    expect(req?.headers.get('building')).toBe('b-1');
    expect(req?.headers.get('gather')).toBe('g-1');
    expect(req?.headers.get('swift')).toBeNull();
    expect(req?.headers.get('content-type')).toContain('application/json');
    expect(Object.fromEntries(req?.url.searchParams ?? [])).toEqual({
      sessionId: 'demo',
      userId: 'u-demo',
      deviceId: 'd-1',
      appVersion: '1.0.0',
    });
    expect(JSON.parse(req?.body ?? '')).toEqual({ overall: 30 });
  });

  it('the form client (goya) sends swift and eyes and a form-encoded body', async () => {
    use();
    await api().goya.loanDetail('p-100');
    const [req] = seen;
    expect(req?.headers.get('swift')).toBe('s-1');
    expect(req?.headers.get('eyes')).toBe('e-1');
    expect(req?.headers.get('building')).toBeNull();
    expect(req?.headers.get('content-type')).toContain('application/x-www-form-urlencoded');
    expect(req?.body).toBe('productId=p-100');
  });

  it('header values are empty, not missing, when the query lacks them', async () => {
    use();
    await api({ search: '?sessionId=demo' }).service.contactInfo();
    expect(seen[0]?.headers.get('building')).toBe('');
    expect(seen[0]?.headers.get('gather')).toBe('');
  });

  it('repayment-way puts orderId in the query string', async () => {
    use();
    await api().repayment.way('o-174');
    expect(seen[0]?.url.searchParams.get('orderId')).toBe('o-174');
    expect(seen[0]?.url.pathname).toBe('/h5api/api/v1/youmi/youmi-api/service/loan/repayment-way');
  });

  it('the upload is multipart with the file as problemImage, and reports progress', async () => {
    use();
    const progress: number[] = [];
    const url = await api().complaint.uploadImage(new Blob(['abc'], { type: 'image/jpeg' }), (f) =>
      progress.push(f),
    );
    expect(url).toMatch(/^data:image\/svg\+xml/);
    expect(seen[0]?.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    expect(seen[0]?.body).toContain('name="problemImage"');
  });

  it('shows the loading indicator while a call that asks for it runs, and hides it after', async () => {
    use();
    const states: boolean[] = [];
    await api({ onLoading: (on) => states.push(on) }).loan.push({
      amount: 500000,
      periods: 1,
      termUnit: 91,
      productId: 'p-100',
    });
    expect(states).toEqual([true, false]);
  });

  it('never retries a POST: one failing submit is one request', async () => {
    use();
    await failure(
      api().repayment.commit({
        amount: 1,
        bankName: 'BDO',
        cardId: 'c-9',
        cardNo: 'x',
        orderId: 'o-174',
        repayToken: 't',
        bankCode: 'BDO',
        sendMsg: 0,
      }),
    );
    expect(seen).toHaveLength(1);
  });
});

describe.each([
  ['default', defaultBrand],
  ['India (obfuscated keys, own base URL)', indiaBrand],
] as const)('every call against the sandbox, %s brand', (_name, brand) => {
  beforeEach(() => {
    current = brand;
  });
  afterAll(() => {
    current = defaultBrand;
  });

  it('bank: card-init returns form items of every cate', async () => {
    use();
    const items = await api().bank.cardInit('p-100');
    expect(new Set(items.map((i) => i.cate))).toEqual(new Set(['text', 'enum', 'citySelect', 'day']));
    expect(JSON.parse(seen[0]?.body ?? '')).toEqual({ product_id: 'p-100' });
  });

  it('bank: bind-card-new, and the change variant when opened from loan detail', async () => {
    use();
    await api().bank.bindCard({ values: { accountName: 'Juan' }, cardType: 1, productId: 'p-100' });
    await api().bank.bindCard({
      values: { accountName: 'Juan' },
      cardType: 1,
      productId: 'p-100',
      source: 'loanDetail',
    });
    expect(seen.map((s) => s.url.pathname)).toEqual([
      `${brand.apiBaseUrl}/bind-card/bind-card-new`,
      `${brand.apiBaseUrl}/bind-card/bind-card-change`,
    ]);
    expect(JSON.parse(seen[0]?.body ?? '')).toEqual({
      accountName: 'Juan',
      cardType: 1,
      product_id: 'p-100',
    });
  });

  it('bank: a server error keeps its code and message', async () => {
    use();
    const error = await failure(api().bank.bindCard({ values: {}, cardType: 1, productId: 'p-100' }));
    expect(error).toMatchObject({ kind: 'server', code: '1002', message: 'Please enter the account name' });
  });

  it('complaints: init, save, list shows the saved one, detail, score', async () => {
    use();
    const a = api();
    const init = await a.complaint.init('o-170');
    expect(init.orderDetail?.orderNo).toBe('o-170');
    expect(init.orderList.map((o) => o.isShow)).toEqual([1, 0]);
    await a.complaint.save({ problemType: 2, problemDetail: 'Payment missing', problemImage: '' });
    const list = await a.complaint.list();
    expect(list.tabs[0]?.items[0]).toMatchObject({ type: 'Repayment', content: 'Payment missing' });
    const detail = await a.complaint.detail(1);
    expect(detail).toMatchObject({ problemId: 1, isNeedScore: 1 });
    await a.complaint.saveScore({ score: 4, problemId: 1 });
    expect((await a.complaint.detail(1)).isNeedScore).toBe(0);
  });

  it('complaints: problem-save answers code 2001 for an empty text', async () => {
    use();
    const error = await failure(
      api().complaint.save({ problemType: 2, problemDetail: ' ', problemImage: '' }),
    );
    expect(error).toMatchObject({ kind: 'server', code: '2001' });
  });

  it('service: contact-kf-info gives e-mail and smWa', async () => {
    use();
    expect(await api().service.contactInfo()).toEqual({
      email: 'support@bayanihanlending.ph',
      smWa: '+63 917 555 0199',
    });
  });

  it('repayment: a card that needs SMS, a wrong code (800006), then a second submit (800005)', async () => {
    use();
    const a = api();
    const way = await a.repayment.way('o-174');
    const card = way.bankCards.find((c) => c.id === CARD_NEEDS_SMS);
    if (!card) throw new Error('seed card missing');
    const input = {
      amount: 522750,
      bankName: card.bankName,
      cardId: card.id,
      cardNo: card.cardNo,
      orderId: 'o-174',
      repayToken: way.repayToken,
      bankCode: card.bankCode,
      sendMsg: 0 as const,
    };
    const commit = await a.repayment.commit(input);
    expect(commit.needValid).toBe(1);
    const wrong = await failure(
      a.repayment.confirm({
        orderId: 'o-174',
        verifyCode: '000000',
        repaymentRecordId: commit.repayRecordId,
      }),
    );
    expect(isServerCode(wrong, 800006)).toBe(true);
    await a.repayment.confirm({
      orderId: 'o-174',
      verifyCode: SMS_CODE,
      repaymentRecordId: commit.repayRecordId,
    });
    const twice = await failure(
      a.repayment.confirm({
        orderId: 'o-174',
        verifyCode: SMS_CODE,
        repaymentRecordId: commit.repayRecordId,
      }),
    );
    expect(isServerCode(twice, 800005)).toBe(true);
  });

  it('repayment: the other card completes at once', async () => {
    use();
    const commit = await api().repayment.commit({
      amount: 1,
      bankName: 'BPI',
      cardId: 'c-2',
      cardNo: 'x',
      orderId: 'o-170',
      repayToken: 't',
      bankCode: 'BPI',
      sendMsg: 0,
    });
    expect(commit.needValid).toBe(0);
  });

  it('repayment: a card-list failure carries an empty message, for the screen to replace', async () => {
    use();
    const error = await failure(api().repayment.way('o-nocards'));
    expect(error).toMatchObject({ kind: 'server', code: '5001', message: '' });
  });

  it('repayment: huichao returns the redirect url', async () => {
    use();
    expect(await api().repayment.huichao({ userId: 'u-demo', orderId: 'o-174', amount: 100 })).toMatch(
      /^https:\/\/pay\.sandbox\.test\/huichao/,
    );
  });

  it('promotion: template, sid, captcha, sms 101 then ok, register -1, 11 for a registered phone', async () => {
    use();
    const a = api();
    expect((await a.promotion.template(TEMPLATE_ID)).id).toBe(TEMPLATE_ID);
    await a.promotion.trackVisit({ page_id: TEMPLATE_ID, user_from: 'fb' });
    expect(seen.at(-1)?.url.searchParams.get('page_type')).toBe('1');
    const sid = await a.promotion.getSid();
    expect(a.promotion.captchaUrl(sid, 42)).toBe(
      `${ORIGIN}${brand.apiBaseUrl}/api/v2/youmi/promotion/get-captcha?sid=${sid}&t=42`,
    );
    const wrong = await failure(a.promotion.getSms({ phone: '13912345678', capcode: 'xxxx', sid }));
    expect(isServerCode(wrong, 101)).toBe(true);
    const code = await fetch(`${ORIGIN}/__sandbox/captcha?sid=${sid}`).then(
      (r) => r.json() as Promise<{ code: string }>,
    );
    await a.promotion.getSms({ phone: '13912345678', capcode: code.code, sid });
    const badCaptcha = await failure(
      a.promotion.register({ phone: '13912345678', capcode: 'zzzz', sid, smsCode: SMS_CODE }),
    );
    expect(isServerCode(badCaptcha, -1)).toBe(true);
    await a.promotion.register({ phone: '13912345678', capcode: code.code, sid, smsCode: SMS_CODE });
    const again = await failure(a.promotion.getSms({ phone: '13912345678', capcode: code.code, sid }));
    expect(isServerCode(again, 11)).toBe(true);
    const known = await failure(
      a.promotion.register({ phone: REGISTERED_PHONE, capcode: code.code, sid, smsCode: SMS_CODE }),
    );
    expect(isServerCode(known, 11)).toBe(true);
    await a.promotion.trackClick({ phone: '13912345678' });
  });

  it('promotion: download templates carry their URL; an unknown template answers 6001', async () => {
    use();
    const a = api();
    expect((await a.promotion.downloadTemplate(DOWNLOAD_TEMPLATE_ID)).downloadUrl).toMatch(
      /^https:\/\/pay\.sandbox\.test\/app\//,
    );
    expect((await a.promotion.template(TEMPLATE_ID)).buttonText).toBe('Get my loan');
    const missing = await failure(a.promotion.downloadTemplate('nope'));
    expect(isServerCode(missing, 6001)).toBe(true);
  });

  it('loan: confirm, agreements, jump, push, details, repayment info, pay url, score', async () => {
    use();
    const a = api();
    expect((await a.loan.confirmDetail('p-100')).isPopType).toBe(1);
    expect(await a.loan.contracts('p-100')).toHaveLength(2);
    expect(await a.loan.contracts('p-200')).toEqual([]);
    expect(await a.loan.contractJump({ productId: 'p-100', position: 0, orderId: 'o-1' })).toMatch(
      /agreement\/loan$/,
    );
    expect(JSON.parse(seen.at(-1)?.body ?? '')).toMatchObject({ scene: 3, position: 0 });
    // The page after confirm is the brand's loan details path.
    expect(await a.loan.push({ amount: 500000, periods: 1, termUnit: 91, productId: 'p-100' })).toMatch(
      new RegExp(`^${brand.routes.loanDetail}\\?`),
    );
    expect((await a.loan.details({ productId: 'p-100', orderId: 'o-174-delay' })).isDelay).toBe(1);
    expect((await a.loan.villages({ productId: 'p-100', orderId: 'o-174' })).isShowReyTop).toBe(1);
    expect((await a.loan.playDetail({ productId: 'p-100', orderId: 'o-174' })).repayAmount).toBe(522750);
    const payUrl = await a.loan.generateVcode({
      productId: 'p-100',
      orderId: 'o-174',
      amount: 45000,
      channelNumber: 90006,
      rollover: true,
    });
    expect(payUrl).toContain('rollover=1');
    expect(JSON.parse(seen.at(-1)?.body ?? '')).toMatchObject({ isDelay: 1 });
    await a.loan.googleScore(5);
  });

  it('loan: an unknown order is a server error with its message', async () => {
    use();
    expect(await failure(api().loan.details({ productId: 'p-100', orderId: 'nope' }))).toMatchObject({
      kind: 'server',
      message: 'Order not found',
    });
  });

  it('events: saves, and never rejects even when the server fails', async () => {
    use();
    await expect(api().events.save({ productId: 'p-201', moduleId: 30 })).resolves.toBeUndefined();
    await expect(
      api({ search: '?__fault=500' }).events.save({ productId: 'p-201', moduleId: 30 }),
    ).resolves.toBeUndefined();
  });

  it('goya: loan detail with its button label, agreements, jump, push, recommended, click, event', async () => {
    use();
    const a = api();
    expect((await a.goya.loanDetail('p-100')).buttonText).toBe('Get my cash now');
    expect(await a.goya.agreements('p-100')).toHaveLength(2);
    expect(await a.goya.agreementJump({ productId: 'p-100', position: 1 })).toMatch(/privacy$/);
    expect(await a.goya.push({ amount: 1, periods: 1, termUnit: 91, productId: 'p-100' })).toMatch(
      new RegExp(`^${brand.routes.loanDetail}\\?`),
    );
    const products = await a.goya.recommended();
    expect(products.find((p) => p.enabled === '0')).toBeDefined();
    expect((await a.goya.productClick({ productId: 'p-201' })).url).toMatch(/product\/p-201$/);
    await expect(a.goya.event({ productId: 'p-201', moduleId: 18 })).resolves.toBeUndefined();
  });

  it('goya: a failure carries the treatment message', async () => {
    use();
    expect(await failure(api().goya.loanDetail('p-404'))).toMatchObject({
      kind: 'server',
      code: '7005',
      message: 'Product not found',
    });
  });
});

describe('faults', () => {
  it('a timeout is a transport error of reason timeout', async () => {
    use();
    const timeout = await failure(api({ search: '?__fault=timeout', timeout: 100 }).service.contactInfo());
    expect(timeout).toMatchObject({ kind: 'transport', reason: 'timeout' });
  });

  it('HTTP 500 is a transport error with its status', async () => {
    use();
    expect(await failure(api({ search: '?__fault=500' }).bank.cardInit('p-100'))).toMatchObject({
      kind: 'transport',
      reason: 'http',
      status: 500,
    });
  });

  it('a connection reset is a network error', async () => {
    use();
    expect(await failure(api({ search: '?__fault=reset' }).bank.cardInit('p-100'))).toMatchObject({
      kind: 'transport',
      reason: 'network',
    });
  });

  it('broken JSON is malformed, never a crash', async () => {
    use();
    expect(await failure(api({ search: '?__fault=malformed' }).bank.cardInit('p-100'))).toMatchObject({
      kind: 'malformed',
    });
  });

  it('any business code with its message', async () => {
    use();
    expect(
      await failure(api({ search: '?__fault=code:9001:Service paused' }).loan.confirmDetail('p-100')),
    ).toMatchObject({
      kind: 'server',
      code: '9001',
      message: 'Service paused',
    });
  });

  it('a payload without a primary fact is malformed and names the field', async () => {
    server.resetHandlers(
      mswHttp.post(`${ORIGIN}/h5api/v3/loan-details/loan-details`, () =>
        HttpResponse.json({ success: true, data: { orderStatus: { code: 170 }, productName: 'Cash' } }),
      ),
    );
    const error = await failure(api().loan.details({ productId: 'p', orderId: 'o' }));
    expect(error).toMatchObject({ kind: 'malformed' });
    expect(error.message).toContain('orderStatus');
  });

  it('a number where text is expected is read as its digits (tolerant decoding)', async () => {
    server.resetHandlers(
      mswHttp.post(`${ORIGIN}/h5api/v3/personal-center/contact-kf-info`, () =>
        HttpResponse.json({ code: '0', message: 'ok', data: { email: 42 } }),
      ),
    );
    expect(await api().service.contactInfo()).toEqual({ email: '42', smWa: '' });
  });

  it('an envelope without its code is malformed', async () => {
    server.resetHandlers(
      mswHttp.post(`${ORIGIN}/h5api/bind-card/card-init`, () => HttpResponse.json({ data: { items: [] } })),
    );
    expect(await failure(api().bank.cardInit('p-100'))).toMatchObject({ kind: 'malformed' });
  });

  it('a new-style answer without the success flag is malformed', async () => {
    server.resetHandlers(
      mswHttp.post(`${ORIGIN}/h5api/v3/loan-details/loan-details`, () => HttpResponse.json({ data: {} })),
    );
    expect(await failure(api().loan.details({ productId: 'p', orderId: 'o' }))).toMatchObject({
      kind: 'malformed',
    });
  });
});

describe('a brand whose key map obfuscates the wire', () => {
  it('the same calls pass: the sandbox speaks the wire names and the client maps them back', async () => {
    use(indiaBrand);
    const a = api({ brand: indiaBrand });
    const items = await a.bank.cardInit('p-100');
    expect(items[0]).toMatchObject({ code: 'accountName', title: 'Account name', cate: 'text' });
    const wire = await fetch(`${ORIGIN}${indiaBrand.apiBaseUrl}/bind-card/card-init`, {
      method: 'POST',
    }).then((r) => r.text());
    expect(wire).not.toContain('"title"');
    const init = await a.complaint.init('o-174');
    expect(init.orderDetail?.isShow).toBe(1);
    expect((await a.service.contactInfo()).smWa).toBe('+63 917 555 0199');
    expect(seen.map((x) => x.url.pathname)).toContain(
      `${indiaBrand.apiBaseUrl}/v3/personal-center/contact-kf-info`,
    );
  });
});
