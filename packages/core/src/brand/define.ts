import { isDateLocale, isTimeZone } from '../format/timeZone';
import { hasOwn } from '../hasOwn';
import { specProduct } from './default';
import { hostProblems } from './hosts';
import type { RouteTable, ScreenKey } from './routes';
import { screenKeys } from './routes';
import type { BrandBase, BrandConfig, BridgeNames } from './types';

/** Defined `true` by a bundler that checked every brand config at build time (`defineBrand` then skips it). */
declare const __LOAN_BRAND_CHECKED__: boolean | undefined;

/** What `defineBrand` takes: any field, with company, bridge and routes merged key by key. */
export type BrandInput = Partial<Omit<BrandConfig, 'company' | 'bridge' | 'routes'>> & {
  company?: Partial<BrandConfig['company']>;
  bridge?: Partial<BridgeNames>;
  routes?: Partial<RouteTable>;
};

/** Schemes an app scheme may never be, or a server URL could pass as "the app" (DESIGN.md, safety). */
const FORBIDDEN_SCHEMES = /* @__PURE__ */ new Set([
  'http',
  'https',
  'javascript',
  'data',
  'vbscript',
  'blob',
  'file',
  'about',
  'filesystem',
  'tel',
  'mailto',
]);

/** A whole number of minor units, as a number or digits. */
const isMinorUnits = (value: unknown): boolean =>
  (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) ||
  (typeof value === 'string' && /^\d+$/.test(value.trim()));

/** A plain percentage above 0 and at most 100 ('0.1', '10'). */
const isPercent = (value: unknown): boolean =>
  typeof value === 'string' &&
  /^\d+(?:\.\d+)?$/.test(value.trim()) &&
  Number(value) > 0 &&
  Number(value) <= 100;

/** What is wrong with a brand's late terms (its loan terms print them). */
function lateTermsProblems(late: BrandConfig['company']['lateTerms']): string[] {
  if (late === undefined) return [];
  const problems: string[] = [];
  if (!isMinorUnits(late.fee))
    problems.push(`company.lateTerms.fee '${String(late.fee)}' is not minor units`);
  if (late.feeRepeat !== undefined && !isMinorUnits(late.feeRepeat)) {
    problems.push(`company.lateTerms.feeRepeat '${String(late.feeRepeat)}' is not minor units`);
  }
  if (!isPercent(late.dailyRate)) {
    problems.push(`company.lateTerms.dailyRate '${String(late.dailyRate)}' is not a percentage`);
  }
  if (late.capPercent !== undefined && !isPercent(late.capPercent)) {
    problems.push(`company.lateTerms.capPercent '${String(late.capPercent)}' is not a percentage`);
  }
  return problems;
}

/** Every problem of a brand config; empty when it is sound. */
export function brandProblems(brand: BrandConfig): string[] {
  const problems: string[] = [];
  const seen = new Map<string, ScreenKey>();
  for (const key of screenKeys) {
    const path = brand.routes[key];
    if (typeof path !== 'string' || !/^\/[A-Za-z0-9_\-/]*$/.test(path) || path.startsWith('//')) {
      problems.push(`route ${key}: '${String(path)}' is not a plain absolute path`);
      continue;
    }
    const other = seen.get(path);
    if (other) problems.push(`route ${key}: '${path}' is already the path of ${other}`);
    seen.set(path, key);
  }
  if (!/^[a-z][a-z0-9+.-]*$/.test(brand.appScheme) || FORBIDDEN_SCHEMES.has(brand.appScheme)) {
    problems.push(`appScheme '${brand.appScheme}' is not a custom lower-case scheme`);
  }
  if (!/^[A-Za-z_$][\w$]*$/.test(brand.bridge.androidInterface)) {
    problems.push(`bridge.androidInterface '${brand.bridge.androidInterface}' is not an identifier`);
  }
  if (!/^[A-Za-z_$][\w$]*$/.test(brand.bridge.backHook)) {
    problems.push(`bridge.backHook '${brand.bridge.backHook}' is not an identifier`);
  }
  if (!/^[A-Za-z0-9.-]*$/.test(brand.bridge.host)) {
    problems.push(`bridge.host '${brand.bridge.host}' is not a host name`);
  }
  problems.push(...hostProblems(brand));
  const endpoint = brand.report?.endpoint;
  // A beacon obeys the CSP's connect-src 'self': only a path of the page's own origin can leave.
  if (endpoint !== undefined && !/^\/(?!\/)[\w\-./]*$/.test(endpoint)) {
    problems.push(`report.endpoint '${endpoint}' is not a path of the page's origin`);
  }
  for (const code of brand.sessionExpiredCodes ?? []) {
    // An empty code would match an answer with no code at all.
    if (typeof code !== 'string' || code.trim() === '')
      problems.push(`sessionExpiredCodes: '${code}' is no code`);
  }
  const verb = brand.complaintInitVerb;
  if (verb !== undefined && verb !== 'post' && verb !== 'get') {
    problems.push(`complaintInitVerb '${String(verb)}' is neither 'post' nor 'get'`);
  }
  const icon = brand.unknownStatusIcon;
  if (icon !== undefined && icon !== 'settled' && icon !== 'neutral') {
    problems.push(`unknownStatusIcon '${String(icon)}' is neither 'settled' nor 'neutral'`);
  }
  const checked = brand.agreementsChecked;
  if (checked !== undefined && typeof checked !== 'boolean') {
    problems.push(`agreementsChecked '${String(checked)}' is not true or false`);
  }
  const role = brand.trust?.grievanceOfficer?.role;
  if (role !== undefined && role !== 'grievance' && role !== 'dataProtection') {
    problems.push(
      `trust.grievanceOfficer.role '${String(role)}' is neither 'grievance' nor 'dataProtection'`,
    );
  }
  problems.push(...lateTermsProblems(brand.company.lateTerms));
  // A brand built outside TypeScript may lack its words or its market.
  if (typeof brand.catalogue !== 'object' || brand.catalogue === null) problems.push('catalogue: missing');
  if (
    typeof brand.market?.money?.format !== 'function' ||
    typeof brand.market?.mobile?.normalise !== 'function'
  ) {
    problems.push('market: needs mobile and money');
  }
  for (const scheme of brand.paySchemes ?? []) {
    if (
      typeof scheme !== 'string' ||
      !/^[a-z][a-z0-9+.-]*$/.test(scheme) ||
      FORBIDDEN_SCHEMES.has(scheme) ||
      scheme === brand.appScheme
    ) {
      problems.push(`paySchemes: '${String(scheme)}' is not a payment app's own lower-case scheme`);
    }
  }
  const timeZone = brand.market?.timeZone;
  if (timeZone !== undefined && !isTimeZone(timeZone)) {
    problems.push(`market.timeZone '${String(timeZone)}' is not an IANA time zone`);
  }
  const dateLocale = brand.market?.dateLocale;
  if (dateLocale !== undefined && !isDateLocale(dateLocale)) {
    problems.push(`market.dateLocale '${String(dateLocale)}' is not a locale the engine writes dates in`);
  }
  const specKeys = new Set<string>();
  for (const [wire, spec] of Object.entries(brand.keyMap)) {
    if (specKeys.has(spec)) problems.push(`keyMap: two wire keys map to '${spec}'`);
    specKeys.add(spec);
    if (wire !== spec && hasOwn(brand.keyMap, spec)) {
      problems.push(`keyMap: '${spec}' is both a wire key and a spec key`);
    }
  }
  return problems;
}

/**
 * A full brand from a partial one, checked: throws on an unsound config. On the spec's product
 * (`specProduct`) the brand states its own catalogue and market; on a whole brand (`defaultBrand`,
 * another brand) it states only what differs.
 */
export function defineBrand(
  input: BrandInput & Pick<BrandConfig, 'catalogue' | 'market'>,
  base?: BrandBase,
): BrandConfig;
export function defineBrand(input: BrandInput, base: BrandConfig): BrandConfig;
export function defineBrand(input: BrandInput, base: BrandBase | BrandConfig = specProduct): BrandConfig {
  const brand = {
    ...base,
    ...input,
    company: { ...base.company, ...input.company },
    bridge: { ...base.bridge, ...input.bridge },
    routes: { ...base.routes, ...input.routes },
  } as BrandConfig;
  // An app that checks its brands when it builds (apps/web's brand plugin) defines the flag `true`, so
  // the checks stay out of its browser bundle (docs/decisions/field-cost.md); anywhere else they run here.
  if (typeof __LOAN_BRAND_CHECKED__ === 'undefined' || !__LOAN_BRAND_CHECKED__) {
    const problems = brandProblems(brand);
    if (problems.length > 0) throw new TypeError(`Brand '${brand.id}': ${problems.join('; ')}`);
  }
  return brand;
}

/** The path of a screen in a brand's route table. */
export function routePath(brand: Pick<BrandConfig, 'routes'>, key: ScreenKey): string {
  return brand.routes[key];
}

/** The screen whose path is exactly `pathname` (first match, spec 2), or `undefined`. */
export function screenForPath(brand: Pick<BrandConfig, 'routes'>, pathname: string): ScreenKey | undefined {
  return screenKeys.find((key) => brand.routes[key] === pathname);
}
