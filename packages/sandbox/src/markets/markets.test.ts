import { type BrandFolder, brandIds, registry } from '@loan/brands';
import { callDefs } from '@loan/core';
import { describe, expect, it } from 'vitest';
import { createSandboxApp } from '../app';
import { type DemoMarket, demoMarket, foreignIn, type MarketId, marketNames, markets } from '.';

// Compile-time: every market a brand folder may name has a data set.
const everyBrandMarket: Readonly<Record<BrandFolder['market'], DemoMarket>> = markets;

/** Every leaf of a data set, with its path: strings, numbers, and the lengths of its arrays. */
function leaves(value: unknown, path = ''): [string, unknown][] {
  if (Array.isArray(value))
    return [[`${path}.length`, value.length], ...value.flatMap((item, i) => leaves(item, `${path}[${i}]`))];
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, inner]) => leaves(inner, path ? `${path}.${key}` : key));
  return [[path, value]];
}

const ids = Object.keys(markets) as MarketId[];
const optional: readonly (keyof DemoMarket)[] = ['bankForm'];
const others = ids.flatMap((id) => ids.filter((other) => other !== id).map((other) => [id, other] as const));

describe('the market data sets', () => {
  it('has one per market, under its own id, and one for every brand of the registry', () => {
    for (const id of ids) expect(markets[id].id).toBe(id);
    for (const brand of brandIds)
      expect(demoMarket(registry[brand].market).id, brand).toBe(registry[brand].market);
    expect(Object.keys(everyBrandMarket).sort()).toEqual(ids.sort());
    expect(() => demoMarket('atlantis')).toThrow(/No demo market 'atlantis'. Markets: philippines, india/);
  });

  it('gives every market every field: no empty text, no empty list, the same shape', () => {
    // The optional fields say where a market differs from the seed's default (India's bank form).
    const shape = (market: DemoMarket) =>
      leaves(market)
        .map(([path]) => path.replace(/\[\d+\]/g, '[]'))
        .filter((path) => !optional.some((field) => path.startsWith(`${field}.`)));
    const first = new Set(shape(markets.philippines));
    for (const id of ids) {
      for (const [path, value] of leaves(markets[id])) {
        if (typeof value === 'string') expect(value.trim(), `${id}.${path}`).not.toBe('');
        if (path.endsWith('.length')) expect(value, `${id}.${path}`).not.toBe(0);
      }
      expect(new Set(shape(markets[id])), id).toEqual(first);
    }
  });

  it.each(others)('%s carries none of the names, numbers or currency signs of %s', (id, other) => {
    for (const [path, value] of leaves(markets[id])) {
      if (typeof value === 'string' && path !== 'currency.code')
        expect(foreignIn(value, markets[other]), `${id}.${path}`).toEqual([]);
    }
    const names = new Set(marketNames(markets[other]));
    for (const name of marketNames(markets[id])) expect(names.has(name), name).toBe(false);
  });

  it('finds another market in a text only as whole words and as its currency signs', () => {
    const { india, philippines } = markets;
    expect(foreignIn('Pay with GCash or Maya', philippines)).toEqual(['GCash', 'Maya']);
    expect(foreignIn('Mayank paid via GCashless', philippines)).toEqual([]);
    expect(foreignIn('A fee of Rs.1,000 (₹1,000)', india)).toEqual(['₹', 'Rs.']);
    expect(foreignIn('Mrs. Reyes paid ₱500', india)).toEqual([]);
  });
});

/** Every answer of the sandbox (every call with an empty body, the seeded orders and complaints), as text. */
async function everyAnswer(app: ReturnType<typeof createSandboxApp>, prefix: string) {
  const texts: string[] = [];
  const call = async (path: string, method: string, body: Record<string, string> = {}) => {
    const query = method === 'get' ? `?${new URLSearchParams(body)}` : '';
    const res = await app.fetch(
      new Request(`http://sandbox${prefix}${path}${query}`, {
        method: method.toUpperCase(),
        headers: { 'content-type': 'application/json' },
        ...(method === 'post' ? { body: JSON.stringify(body) } : {}),
      }),
    );
    texts.push(await res.text());
  };
  const bodies: Record<string, string>[] = [
    { orderId: 'o-174', productId: 'p-100', templateId: 't-1', overall: '30', problemId: '2' },
    { orderId: 'o-170-notice', productId: 'p-300', templateId: 'd-1', problemId: '1' },
    { orderId: 'o-180', productId: 'p-200', templateId: 'l-1' },
  ];
  for (const def of Object.values(callDefs))
    for (const body of bodies) await call(def.path, def.method, body);
  // The failures a borrower reads: a payment twice, a wrong SMS code, a wrong picture code.
  const commit = { orderId: 'o-174', cardId: 'c-2' };
  await call(callDefs.repaymentCommit.path, 'post', commit);
  await call(callDefs.repaymentCommit.path, 'post', commit);
  await call(callDefs.repaymentCommit.path, 'post', { orderId: 'o-174', cardId: 'c-1' });
  await call(callDefs.repaymentConfirm.path, 'post', { repaymentRecordId: 'r-o-174-c-1', verifyCode: '1' });
  await call(callDefs.getSms.path, callDefs.getSms.method, { sid: 'none', capcode: 'x', phone: '1' });
  return texts.join('\n');
}

describe("a market's lender and the brand that is it", () => {
  // The data set's lender is a brand's company (the default brand's Bayanihan Lending, India's Sahyog
  // Finserv): its contacts and trust facts are that brand's, one set, so the stories and the sandbox's
  // answers show the numbers the brand's own pages show (issue 24 review: five Indian phone numbers).
  const lenderBrands = brandIds.flatMap((id) => {
    const market = markets[registry[id].market];
    return registry[id].config.company.name.startsWith(market.lender.name) ? [[id, market] as const] : [];
  });

  it('names a brand for every market', () => {
    expect(new Set(lenderBrands.map(([, market]) => market.id))).toEqual(new Set(ids));
  });

  it("gives the lender the brand's e-mail, phones and trust facts", () => {
    for (const [id, market] of lenderBrands) {
      const { company, trust } = registry[id].config;
      const { lender, regulator } = market;
      expect([lender.email, lender.servicePhone, lender.landline], id).toEqual([
        company.email,
        company.servicePhone,
        company.phone,
      ]);
      expect(lender.landlineTel, id).toBe(lender.landline.replace(/[^\d+]/g, ''));
      // The officer a regulator requires answers on the company's line, at its address.
      expect([regulator.officer.phone, regulator.officer.address], id).toEqual([
        company.phone,
        company.address,
      ]);
      if (trust?.registration) expect(regulator.registration, id).toBe(trust.registration);
      if (trust?.licence) expect(regulator.licence, id).toBe(trust.licence);
      if (trust?.grievanceOfficer) expect(regulator.officer, id).toEqual(trust.grievanceOfficer);
    }
  });
});

describe('the sandbox of a brand answers in its market', () => {
  it.each(brandIds)('%s: only its own market’s names, signs and language', async (brand) => {
    const folder = registry[brand];
    const market = demoMarket(folder.market);
    const app = createSandboxApp({ brand: folder.config, market });
    const text = await everyAnswer(app, folder.config.apiBaseUrl.replace(/\/$/, ''));
    for (const other of ids.filter((id) => id !== market.id))
      expect(foreignIn(text, markets[other])).toEqual([]);
    expect(text).not.toMatch(/\p{Script=Han}/u);
    // Its own names are there: the lender's e-mail, the first wallet, the store, a bank and a product.
    for (const name of [
      market.lender.email,
      market.wallets[0].name,
      market.store.name,
      market.bankCards[0].bankName,
    ])
      expect(text).toContain(name);
    expect(text).toContain(market.products.main);
    expect(text).toContain(market.serverTexts.duplicatePayment);
    expect(text).toContain(market.serverTexts.wrongSmsCode);
  });

  it('answers India with Indian banks, UPI first, BBPS, and contacts; no shop counter', async () => {
    const { config } = registry.india;
    const app = createSandboxApp({ brand: config, market: markets.india });
    const text = await everyAnswer(app, config.apiBaseUrl.replace(/\/$/, ''));
    for (const name of [
      'HDFC Bank',
      'SBI',
      'Any UPI app',
      'PhonePe',
      'BBPS',
      'UPI ID',
      'IFSC',
      '+91 98200 55019',
    ])
      expect(text).toContain(name);
    expect(text).toContain('care@sahyogfinserv.in');
    expect(text).not.toMatch(/Reliance|billing counter|Bank city|Card number|Digits only/);
  });
});
