import {
  apiPaths,
  type BrandConfig,
  type CallDef,
  callDefs,
  decode,
  defaultBrand,
  defaultRoutes,
  describeIssue,
  type Family,
  invertKeyMap,
  mapKeys,
} from '@loan/core';
import { type Context, Hono } from 'hono';
import { captchaSvg, logos } from './assets';
import { fail, ok } from './envelope';
import { HANG_MS, parseFault, sleep } from './faults';
import { type DemoMarket, philippines } from './markets';
import * as seed from './seed';

/** Where every API call of the default brand goes (the brand's apiBaseUrl). */
export const API_PREFIX = '/h5api';

export interface SandboxOptions {
  /**
   * The brand whose base URL and key map the sandbox speaks, whose paths its links take (`routes`,
   * default the spec's) and whose currency its texts write (`market`, default pesos); default the
   * default brand.
   */
  brand?: Pick<BrandConfig, 'apiBaseUrl' | 'keyMap'> &
    Partial<Pick<BrandConfig, 'routes' | 'market' | 'report'>>;
  /**
   * The market whose banks, wallets, stores, names, places, numbers and server texts the seed carries:
   * the data set the brand's folder names (`demoMarket(registry[id].market)`); default the Philippines.
   */
  market?: DemoMarket;
}

/** The field reports the sandbox keeps (the latest), and the largest body it accepts. */
export const MAX_REPORTS = 500;
export const MAX_REPORT_BYTES = 16_384;

type Body = Record<string, string | File | undefined>;

/** A fresh in-memory world: what the borrower changes lasts as long as this app. */
function createState(market: DemoMarket) {
  return {
    complaints: seed.seedComplaints(market),
    registered: new Set([seed.REGISTERED_PHONE]),
    captchas: new Map<string, string>(),
    smsSent: new Set<string>(),
    payments: new Map<string, { orderId: string; confirmed: boolean }>(),
    uploads: 0,
    /** Admin faults: by sessionId, or '*' for every request. */
    faults: new Map<string, string>(),
    scores: [] as { problemId: string; score: number }[],
    events: [] as Record<string, unknown>[],
    /** Field reports the app beaconed to the brand's endpoint (docs/decisions/field-reporting.md). */
    reports: [] as Record<string, unknown>[],
  };
}

async function readBody(c: Context): Promise<Body> {
  const type = c.req.header('content-type') ?? '';
  if (type.includes('application/json')) {
    const json = (await c.req.json().catch(() => ({}))) as Record<string, unknown>;
    return Object.fromEntries(Object.entries(json).map(([k, v]) => [k, v == null ? undefined : String(v)]));
  }
  if (type.includes('form')) return (await c.req.parseBody()) as Body;
  return {};
}

const text = (value: string | File | undefined) => (typeof value === 'string' ? value : '');

/** The fake lender as one Hono app: served over HTTP, and wrapped as MSW handlers. */
export function createSandboxApp(options: SandboxOptions = {}) {
  const brand = options.brand ?? defaultBrand;
  const prefix = brand.apiBaseUrl.replace(/\/$/, '');
  const toWire = invertKeyMap(brand.keyMap);
  const routes = brand.routes ?? defaultRoutes;
  const market = options.market ?? philippines;
  const world = seed.seedWorld(seed.moneyText(brand.market?.money.currency ?? market.currency.code), market);
  const bankItems = seed.seedBankItems(market);
  const bankCards = seed.seedBankCards(market);
  const state = createState(market);
  const app = new Hono();

  // Answers in the family's envelope, with the brand's wire key names.
  const send = (c: Context, body: Record<string, unknown>) =>
    c.json(mapKeys(body, toWire) as Record<string, unknown>);
  // Every call answers from core's definition of it (callDefs): its path, verb, family and shape.
  const route = (def: CallDef, handler: (c: Context, body: Body) => unknown | Promise<unknown>) => {
    app[def.method](`${prefix}${def.path}`, async (c) => {
      const body = def.method === 'post' ? await readBody(c) : (c.req.query() as Body);
      let data: unknown;
      try {
        data = await handler(c, body);
      } catch (error) {
        if (error instanceof BusinessError) return send(c, fail(def.family, error.code, error.message));
        throw error;
      }
      // The sandbox never answers outside the contract: a seed that drifts from the shape is its bug.
      const read = decode(def.schema, data);
      const drift = read.success ? read.absorbed[0]?.detail : describeIssue(read.issue);
      if (drift) return c.text(`Sandbox answer breaks the contract of ${def.path}: ${drift}`, 500);
      return send(c, ok(def.family, data));
    });
  };
  const familyByPath = new Map<string, Family>(Object.values(callDefs).map((d) => [d.path, d.family]));

  app.get('/__sandbox/health', (c) => c.json({ ok: true, name: '@loan/sandbox' }));
  app.get('/__sandbox/captcha', (c) =>
    c.json({ sid: c.req.query('sid'), code: state.captchas.get(c.req.query('sid') ?? '') ?? null }),
  );
  app.get('/__sandbox/state', (c) =>
    c.json({
      complaints: state.complaints.length,
      registered: [...state.registered],
      scores: state.scores,
      events: state.events,
    }),
  );
  // What the app reported, oldest first; `DELETE` forgets them.
  app.get('/__sandbox/reports', (c) => c.json({ reports: state.reports }));
  app.delete('/__sandbox/reports', (c) => {
    state.reports.length = 0;
    return c.json({ ok: true });
  });
  // The brand's reporting endpoint: one JSON report per beacon (typed text/plain, as a beacon sends it).
  const reportEndpoint = brand.report?.endpoint;
  if (reportEndpoint) {
    app.post(reportEndpoint, async (c) => {
      const body = await c.req.text();
      if (body.length > MAX_REPORT_BYTES) return c.text('Report too large', 413);
      let parsed: unknown;
      try {
        parsed = JSON.parse(body);
      } catch {
        return c.text('Report is not JSON', 400);
      }
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
        return c.text('Report is not an object', 400);
      }
      state.reports.push(parsed as Record<string, unknown>);
      if (state.reports.length > MAX_REPORTS) state.reports.splice(0, state.reports.length - MAX_REPORTS);
      return c.body(null, 204);
    });
  }

  app.post('/__sandbox/fault', async (c) => {
    const { fault, sessionId } = (await c.req.json().catch(() => ({}))) as {
      fault?: string;
      sessionId?: string;
    };
    const key = sessionId || '*';
    if (fault && parseFault(fault)) state.faults.set(key, fault);
    else state.faults.delete(key);
    return c.json({ ok: true, faults: Object.fromEntries(state.faults) });
  });

  // Fault injection: a header or query param on one request, or the admin switch (by session or for all).
  app.use(`${prefix}/*`, async (c, next) => {
    const raw =
      c.req.header('x-sandbox-fault') ??
      c.req.query('__fault') ??
      state.faults.get(c.req.query('sessionId') ?? '') ??
      state.faults.get('*');
    const fault = parseFault(raw);
    if (!fault) return next();
    const family = familyByPath.get(c.req.path.slice(prefix.length)) ?? 'generic';
    switch (fault.kind) {
      case 'delay':
        await sleep(fault.ms, c.req.raw.signal);
        return next();
      case 'status':
        return c.text('Internal Server Error', fault.status as 500);
      case 'malformed':
        return c.body('{"code":"0","data":{"items":[', 200, { 'content-type': 'application/json' });
      case 'timeout':
        await sleep(HANG_MS, c.req.raw.signal);
        return c.text('Gateway Timeout', 504);
      case 'reset': {
        const socket = (c.env as { incoming?: { socket?: { destroy: () => void } } } | undefined)?.incoming
          ?.socket;
        socket?.destroy();
        // Under MSW there is no socket: the wrapper turns this header into a network error.
        return c.text('', 200, { 'x-sandbox-reset': '1' });
      }
      case 'code':
        return send(c, fail(family, fault.code, fault.message));
    }
  });

  // Bank binding.
  route(callDefs.cardInit, () => ({ items: bankItems }));
  const bind = (_c: Context, body: Body) => {
    if (!text(body.product_id)) throw new BusinessError('1001', 'product_id is required');
    if (!text(body.accountName)) throw new BusinessError('1002', 'Please enter the account name');
    return { bound: true };
  };
  route(callDefs.bindCardNew, bind);
  route(callDefs.bindCardChange, bind);

  // Complaints.
  // POST with orderId in the body, or GET-style with it in the query string (spec 7): one answer.
  const problemInit = (_c: Context, body: Body) => {
    const orderId = text(body.orderId);
    const detail =
      world.complaintOrders.find((o) => o.orderNo === orderId) ??
      (orderId === 'none' ? null : world.complaintOrders[0]);
    return {
      problemType: seed.problemTypes,
      problemSonType: seed.problemSonTypes,
      orderDetail: detail ?? null,
      orderList: orderId === 'none' ? [] : world.complaintOrders,
    };
  };
  route(callDefs.problemInit, problemInit);
  route(callDefs.problemInitGet, problemInit);
  route(callDefs.problemSave, (_c, body) => {
    const detail = text(body.problemDetail).trim();
    if (!detail) throw new BusinessError('2001', 'Please fill in your comments and suggestions');
    const type = seed.problemTypes.find((t) => String(t.value) === text(body.problemType));
    const son = seed.problemSonTypes.find((t) => String(t.value) === text(body.problemSonType));
    const id = Math.max(0, ...state.complaints.map((x) => x.id)) + 1;
    state.complaints.unshift({
      id,
      time: new Date().toISOString().slice(0, 19).replace('T', ' '),
      type: type?.title ?? 'Other',
      sonType: son?.title ?? '',
      content: detail.slice(0, 200),
      images: text(body.problemImage) ? text(body.problemImage).split(',') : [],
      disposeDetail: '',
      disposeImages: [],
      isNeedScore: 0,
      done: false,
    });
    return { problemId: id };
  });
  route(callDefs.uploadProblemImg, (_c, body) => {
    const file = body.problemImage;
    if (!(file instanceof File) || file.size === 0) throw new BusinessError('3001', 'Please choose an image');
    if (file.size > 5_000_000) throw new BusinessError('3002', 'The image is larger than 5 MB');
    state.uploads += 1;
    return { url: logos.evidence };
  });
  route(callDefs.problemList, () => {
    const item = (x: seed.StoredComplaint) => ({ id: x.id, time: x.time, type: x.type, content: x.content });
    return {
      tabs: [
        { title: 'All', items: state.complaints.map(item) },
        { title: 'Processing', items: state.complaints.filter((x) => !x.done).map(item) },
        { title: 'Completed', items: state.complaints.filter((x) => x.done).map(item) },
      ],
    };
  });
  route(callDefs.problemDetail, (_c, body) => {
    const found = state.complaints.find((x) => String(x.id) === text(body.problemId));
    if (!found) throw new BusinessError('2004', 'Complaint not found');
    return {
      type: found.type,
      sonType: found.sonType,
      problemId: found.id,
      content: found.content,
      images: found.images,
      disposeDetail: found.disposeDetail,
      disposeImages: found.disposeImages,
      isNeedScore: found.isNeedScore,
    };
  });
  route(callDefs.saveScore, (_c, body) => {
    const score = Number(text(body.score));
    if (!(score >= 1 && score <= 5)) throw new BusinessError('2005', 'Please choose 1 to 5 stars');
    state.scores.push({ problemId: text(body.problemId), score });
    const found = state.complaints.find((x) => String(x.id) === text(body.problemId));
    if (found) found.isNeedScore = 0;
    return null;
  });

  // Customer service.
  route(callDefs.contactInfo, (_c, body) => {
    if (text(body.overall) !== '30') throw new BusinessError('4001', 'Unknown module');
    return { email: market.lender.email, smWa: market.lender.chatPhone };
  });

  // Repayment by card and alipay-style.
  route(callDefs.repaymentWay, (c) => {
    if (c.req.query('orderId') === 'o-nocards') throw new BusinessError('5001', '');
    return { alipay: 1, repayToken: `rt-${c.req.query('orderId') ?? ''}`, bankCards };
  });
  route(callDefs.repaymentCommit, (_c, body) => {
    const card = text(body.cardId);
    if (!bankCards.some((x) => x.id === card)) throw new BusinessError('5002', 'Please choose a bank card');
    const recordId = `r-${text(body.orderId)}-${card}`;
    const existing = state.payments.get(recordId);
    if (existing?.confirmed) throw new BusinessError('800005', market.serverTexts.duplicatePayment);
    state.payments.set(recordId, { orderId: text(body.orderId), confirmed: card !== seed.CARD_NEEDS_SMS });
    return { needValid: card === seed.CARD_NEEDS_SMS ? 1 : 0, repayRecordId: recordId };
  });
  route(callDefs.repaymentConfirm, (_c, body) => {
    const payment = state.payments.get(text(body.repaymentRecordId));
    if (!payment) throw new BusinessError('5003', 'Payment not found');
    if (payment.confirmed) throw new BusinessError('800005', market.serverTexts.duplicatePayment);
    if (text(body.verifyCode) !== seed.SMS_CODE)
      throw new BusinessError('800006', market.serverTexts.wrongSmsCode);
    payment.confirmed = true;
    return null;
  });
  route(callDefs.repaymentHuichao, (_c, body) => ({
    url: `${seed.EXTERNAL}/huichao?order=${encodeURIComponent(text(body.orderId))}&amount=${encodeURIComponent(text(body.amount))}`,
  }));

  // Promotion landing.
  route(callDefs.channelTemplate, (_c, query) => {
    const template = world.templates[text(query.templateId)];
    if (!template) throw new BusinessError('6001', 'Template not found');
    return template;
  });
  route(callDefs.trackVisit, () => null);
  route(callDefs.trackClick, () => null);
  route(callDefs.getSid, () => {
    const sid = `sid-${state.captchas.size + 1}`;
    state.captchas.set(sid, String(1000 + ((state.captchas.size * 7919) % 9000)));
    return { sid };
  });
  app.get(`${prefix}${apiPaths.getCaptcha}`, (c) => {
    const code = state.captchas.get(c.req.query('sid') ?? '') ?? '0000';
    return c.body(captchaSvg(code), 200, { 'content-type': 'image/svg+xml', 'cache-control': 'no-store' });
  });
  const checkCaptcha = (body: Body, wrongCode: string) => {
    if (state.captchas.get(text(body.sid)) !== text(body.capcode)) {
      throw new BusinessError(wrongCode, market.serverTexts.wrongCaptcha);
    }
  };
  route(callDefs.getSms, (_c, body) => {
    checkCaptcha(body, '101');
    if (state.registered.has(text(body.phone))) throw new BusinessError('11', 'You are already registered');
    state.smsSent.add(text(body.phone));
    return null;
  });
  route(callDefs.register, (_c, body) => {
    checkCaptcha(body, '-1');
    const phone = text(body.phone);
    if (state.registered.has(phone)) throw new BusinessError('11', 'You are already registered');
    if (text(body.smsCode) !== seed.SMS_CODE)
      throw new BusinessError('102', market.serverTexts.wrongRegistrationCode);
    state.registered.add(phone);
    return { registered: true };
  });

  // Loan confirm, repayment pages, order details (new style).
  const orderOf = (body: Body) => {
    const found = world.orders[text(body.orderId)];
    if (!found) throw new BusinessError('7004', 'Order not found');
    return found;
  };
  const confirmOf = (productId: string) => {
    const found = world.confirms[productId];
    if (!found) throw new BusinessError('7005', 'Product not found');
    return found;
  };
  const repaymentOf = (_c: Context, body: Body) => {
    orderOf(body);
    return world.repaymentInfoByOrder[text(body.orderId)] ?? world.repaymentInfo;
  };
  route(callDefs.villages, repaymentOf);
  route(callDefs.loanPlayDetail, repaymentOf);
  route(callDefs.generateVcode, (_c, body) => {
    orderOf(body);
    const rollover = text(body.isDelay) === '1' ? '&rollover=1' : '';
    return {
      payUrl: `${seed.EXTERNAL}/pay?channel=${text(body.channelNumber)}&amount=${text(body.amount)}${rollover}`,
    };
  });
  route(callDefs.loanDetailConfirm, (_c, body) => confirmOf(text(body.productId)));
  route(callDefs.contract, (_c, body) => ({ data: seed.agreements[text(body.productId)] ?? [] }));
  route(callDefs.contractJump, (_c, body) => {
    const list = seed.agreements[text(body.productId)] ?? [];
    const picked = list[Number(text(body.position))];
    if (!picked) throw new BusinessError('7006', 'Agreement not found');
    return { contract_url: picked.contract_url };
  });
  route(callDefs.loanDetailPush, (_c, body) => {
    confirmOf(text(body.productId));
    return {
      lendDetailsUrl: `${routes.loanDetail}?orderId=o-21&productId=${encodeURIComponent(text(body.productId))}`,
    };
  });
  route(callDefs.loanDetails, (_c, body) => orderOf(body));
  route(callDefs.googleScore, () => null);
  route(callDefs.eventSave, (_c, body) => {
    state.events.push({ ...body });
    return null;
  });

  // The alternate variant (goya): form bodies, payload in attach.
  route(callDefs.goyaLoanDetail, (_c, body) => ({
    ...confirmOf(text(body.productId)),
    buttonText: 'Get my cash now',
    promoMessage: 'Today only: your first 7 days are interest-free.',
    promoButtonText: 'Claim and continue',
  }));
  route(callDefs.goyaAgreements, (_c, body) => seed.agreements[text(body.productId)] ?? []);
  route(callDefs.goyaAgreementJump, (_c, body) => {
    const picked = (seed.agreements[text(body.productId)] ?? [])[Number(text(body.position))];
    if (!picked) throw new BusinessError('7006', 'Agreement not found');
    return { contract_url: picked.contract_url };
  });
  route(callDefs.goyaPush, (_c, body) => {
    confirmOf(text(body.productId));
    return {
      lendDetailsUrl: `${routes.loanDetail}?orderId=o-21&productId=${encodeURIComponent(text(body.productId))}`,
    };
  });
  route(callDefs.goyaRecommend, () => world.recommended);
  route(callDefs.goyaProductClick, (_c, body) => ({
    url: `${seed.EXTERNAL}/product/${text(body.productId)}`,
  }));
  route(callDefs.goyaEvent, (_c, body) => {
    state.events.push({ ...body });
    return null;
  });

  return app;
}

/** A business failure: the family envelope carries its code and message. */
class BusinessError extends Error {
  readonly code: string;
  constructor(code: string, message: string) {
    super(message);
    this.code = code;
  }
}
