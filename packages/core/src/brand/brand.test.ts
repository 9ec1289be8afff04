import { describe, expect, it } from 'vitest';
import { indiaBrand } from '../../../../brands/india/brand';
import { enCatalogue } from '../messages/en';
import { message } from '../messages/message';
import { specCatalogue } from '../messages/spec';
import { defaultBrand } from './defaultBrand';
import { brandProblems, defineBrand, routePath, screenForPath } from './define';
import { defaultRoutes, screenKeys } from './routes';

/** The default brand against the local sandbox: the only one that may follow `http:` URLs. */
const sandboxBrand = { ...defaultBrand, id: 'sandbox', allowHttp: true };

describe('default brand', () => {
  it('uses the spec route table, identity keys, peso and the spec catalogue', () => {
    expect(defaultBrand.routes).toBe(defaultRoutes);
    expect(defaultBrand.keyMap).toEqual({});
    expect(defaultBrand.region).toBe('0');
    expect(defaultBrand.catalogue).toBe(specCatalogue);
    expect(defaultBrand.market.money.format(500000)).toBe('₱5000.00');
    expect(defaultBrand.apiBaseUrl).toBe('/h5api');
  });
  it('has an empty bridge host (spec 1) and the agreed bridge names', () => {
    expect(defaultBrand.bridge).toEqual({
      androidInterface: 'LoanBridge',
      host: '',
      backHook: 'onNativeBack',
    });
  });
  it('decodes paths as themselves', () => {
    expect(defaultBrand.decodePath('/v3/loan-details/loan-details')).toBe('/v3/loan-details/loan-details');
  });
  it('refuses plain http; only the sandbox brand allows it', () => {
    expect(defaultBrand.allowHttp).toBe(false);
    expect(sandboxBrand.allowHttp).toBe(true);
    expect(sandboxBrand.routes).toBe(defaultRoutes);
  });
  it('is sound', () => {
    expect(brandProblems(defaultBrand)).toEqual([]);
  });
});

describe('India brand', () => {
  it('is rupee, English, with its own API prefix', () => {
    expect(indiaBrand.region).toBe('1');
    // English, split by screen area: the shell at once, a screen area with its route.
    expect(message(indiaBrand.catalogue, 'title.repay')).toBe(enCatalogue['title.repay']);
    expect(indiaBrand.market.money.format(10000000)).toBe('₹1,00,000.00');
    expect(indiaBrand.apiBaseUrl).not.toBe(defaultBrand.apiBaseUrl);
  });
  it('has its own path for every screen key', () => {
    for (const key of screenKeys) expect(indiaBrand.routes[key], key).not.toBe(defaultRoutes[key]);
  });
  it('maps obfuscated wire keys one to one onto spec field names', () => {
    const specKeys = Object.values(indiaBrand.keyMap);
    expect(new Set(specKeys).size).toBe(specKeys.length);
    expect(indiaBrand.keyMap.koki0).toBe('playeduL');
    expect(Object.keys(indiaBrand.keyMap).some((wire) => specKeys.includes(wire))).toBe(false);
  });
  it('decodes base64 path constants and passes plain ones through', () => {
    expect(indiaBrand.decodePath(btoa('/v3/loan-details/loan-details'))).toBe(
      '/v3/loan-details/loan-details',
    );
    expect(indiaBrand.decodePath('/domestic/villages')).toBe('/domestic/villages');
  });
  it('leaves a constant that is not base64 of a path as it is', () => {
    expect(indiaBrand.decodePath('not base64!')).toBe('not base64!');
    expect(indiaBrand.decodePath(btoa('no-slash'))).toBe(btoa('no-slash'));
  });
  it('is sound', () => {
    expect(brandProblems(indiaBrand)).toEqual([]);
  });
});

describe('defineBrand', () => {
  it('fills every field it is not given from the default brand', () => {
    const brand = defineBrand(
      { id: 'mini', company: { name: 'Mini Lend' }, routes: { repay: '/payNow' } },
      defaultBrand,
    );
    expect(brand.company.name).toBe('Mini Lend');
    expect(brand.company.email).toBe(defaultBrand.company.email);
    expect(brand.routes.repay).toBe('/payNow');
    expect(brand.routes.loanDetail).toBe('/summerJuly');
    expect(brand.bridge).toEqual(defaultBrand.bridge);
    expect(brand.apiBaseUrl).toBe('/h5api');
  });
  it('builds on another base brand when given one', () => {
    expect(defineBrand({ id: 'india-2' }, indiaBrand).routes).toEqual(indiaBrand.routes);
  });
  it('refuses two screens on one path', () => {
    expect(() => defineBrand({ routes: { repay: '/summerJuly' } }, defaultBrand)).toThrow(
      /already the path of loanDetail/,
    );
  });
  it('refuses a route that is not a plain absolute path', () => {
    expect(() => defineBrand({ routes: { repay: 'https://evil.example' } }, defaultBrand)).toThrow(
      /not a plain absolute path/,
    );
    expect(() => defineBrand({ routes: { repay: '//evil.example' } }, defaultBrand)).toThrow(
      /not a plain absolute path/,
    );
  });
  it('refuses a web scheme as the app scheme', () => {
    expect(() => defineBrand({ appScheme: 'javascript' }, defaultBrand)).toThrow(/appScheme/);
    expect(() => defineBrand({ appScheme: 'https' }, defaultBrand)).toThrow(/appScheme/);
    expect(() => defineBrand({ appScheme: 'Bad Scheme' }, defaultBrand)).toThrow(/appScheme/);
  });
  it('refuses bridge names that are not identifiers or hosts', () => {
    expect(() => defineBrand({ bridge: { androidInterface: 'a.b' } }, defaultBrand)).toThrow(
      /androidInterface/,
    );
    expect(() => defineBrand({ bridge: { backHook: '1x' } }, defaultBrand)).toThrow(/backHook/);
    expect(() => defineBrand({ bridge: { host: 'a/b' } }, defaultBrand)).toThrow(/bridge.host/);
  });
  it('takes either verb of spec 7 for complaint types and refuses any other', () => {
    expect(defineBrand({ complaintInitVerb: 'get' }, defaultBrand).complaintInitVerb).toBe('get');
    expect(defineBrand({}, defaultBrand).complaintInitVerb).toBeUndefined();
    expect(() => defineBrand({ complaintInitVerb: 'put' as unknown as 'get' }, defaultBrand)).toThrow(
      /complaintInitVerb 'put'/,
    );
  });
  it("keeps the spec's settled icon for an unknown status unless the brand asks for the neutral one", () => {
    expect(defaultBrand.unknownStatusIcon).toBeUndefined();
    expect(defineBrand({ unknownStatusIcon: 'neutral' }, defaultBrand).unknownStatusIcon).toBe('neutral');
    expect(() => defineBrand({ unknownStatusIcon: 'tick' as unknown as 'settled' }, defaultBrand)).toThrow(
      /unknownStatusIcon 'tick'/,
    );
  });
  it("keeps the spec's checked agreement box unless the brand asks for the borrower's own tick", () => {
    expect(defaultBrand.agreementsChecked).toBeUndefined();
    expect(defineBrand({ agreementsChecked: false }, defaultBrand).agreementsChecked).toBe(false);
    expect(() => defineBrand({ agreementsChecked: 'no' as unknown as boolean }, defaultBrand)).toThrow(
      /agreementsChecked 'no'/,
    );
  });
  it("states a brand's own late terms in minor units and percentages, the spec's where it has none", () => {
    expect(defaultBrand.company.lateTerms).toBeUndefined();
    const late = { fee: 50000, dailyRate: '0.1', capPercent: '10' };
    expect(defineBrand({ company: { lateTerms: late } }, defaultBrand).company.lateTerms).toEqual(late);
    const refused = (lateTerms: object) => () =>
      defineBrand({ company: { lateTerms: lateTerms as typeof late } }, defaultBrand);
    expect(refused({ fee: '5.00', dailyRate: '0.1' })).toThrow(/company.lateTerms.fee '5.00'/);
    expect(refused({ fee: 500, feeRepeat: -1, dailyRate: '0.1' })).toThrow(/feeRepeat '-1'/);
    expect(refused({ fee: 500, dailyRate: '0.1%' })).toThrow(/dailyRate '0.1%'/);
    expect(refused({ fee: 500, dailyRate: '0' })).toThrow(/dailyRate '0'/);
    expect(refused({ fee: 500, dailyRate: '0.1', capPercent: '150' })).toThrow(/capPercent '150'/);
  });
  it("names the officer by the market's law: a grievance officer unless the brand says data protection", () => {
    const officer = { name: 'A', email: 'a@example.ph' };
    const trust = (role: string) => ({ trust: { grievanceOfficer: { ...officer, role } } });
    expect(
      defineBrand(trust('dataProtection') as { trust: object }, defaultBrand).trust?.grievanceOfficer?.role,
    ).toBe('dataProtection');
    expect(() => defineBrand(trust('dpo') as { trust: object }, defaultBrand)).toThrow(
      /trust.grievanceOfficer.role 'dpo'/,
    );
  });
  it("refuses a market's date locale or time zone the engine does not know", () => {
    const market = (extra: object) => ({ market: { ...defaultBrand.market, ...extra } });
    expect(defineBrand(market({ dateLocale: 'en-IN' }), defaultBrand).market.dateLocale).toBe('en-IN');
    expect(() => defineBrand(market({ dateLocale: 'en_IN' }), defaultBrand)).toThrow(
      /market.dateLocale 'en_IN'/,
    );
    expect(() => defineBrand(market({ dateLocale: '' }), defaultBrand)).toThrow(/market.dateLocale/);
    expect(() => defineBrand(market({ timeZone: 'Asia/Kolkatta' }), defaultBrand)).toThrow(
      /market.timeZone 'Asia\/Kolkatta'/,
    );
  });
  it('refuses a key map that is not one to one', () => {
    expect(() => defineBrand({ keyMap: { a: 'title', b: 'title' } }, defaultBrand)).toThrow(/two wire keys/);
    expect(() => defineBrand({ keyMap: { a: 'title', title: 'name' } }, defaultBrand)).toThrow(
      /both a wire key/,
    );
  });
  it("builds on the spec's product, whose words and market the brand brings", () => {
    const brand = defineBrand({ id: 'own', catalogue: enCatalogue, market: defaultBrand.market });
    expect(brand.routes).toEqual(defaultBrand.routes);
    expect(brand.catalogue).toBe(enCatalogue);
    // Outside TypeScript a brand may come without them: the check names what is missing.
    expect(() => (defineBrand as (input: object) => unknown)({ id: 'bare' })).toThrow(
      /catalogue: missing.*market/,
    );
  });
});

describe('routes', () => {
  it('gives the path of a screen key', () => {
    expect(routePath(defaultBrand, 'complaintDetails')).toBe('/complainDetails');
    expect(routePath(indiaBrand, 'complaintDetails')).toBe('/tamarindLeaf');
  });
  it('finds the screen of an exact path, first match', () => {
    expect(screenForPath(defaultBrand, '/summerJuly')).toBe('loanDetail');
    expect(screenForPath(defaultBrand, '/')).toBe('home');
    expect(screenForPath(defaultBrand, '/summerJuly/')).toBeUndefined();
    expect(screenForPath(indiaBrand, '/summerJuly')).toBeUndefined();
  });
});
