import type { MobileRule } from '../market/mobile';
import type { MoneyFormat } from '../market/money';
import type { Catalogue } from '../messages/spec';
import type { RouteTable } from './routes';

/** 1 shows the rupee, any other value the peso (spec 1). */
export type RegionFlag = string | number;

/** Names the native shell listens on (spec 1, 7). */
export interface BridgeNames {
  /** The Android JavaScript interface object on `window`. */
  androidInterface: string;
  /** Host of the URL-scheme transport: `{scheme}://{host}/{name}`; empty by default (spec 1). */
  host: string;
  /** Global function the native shell calls when the user presses back (iOS back hook). */
  backHook: string;
}

/** What differs by market: how a mobile number is checked and how money is written. */
export interface MarketRules {
  /** The registration mobile rule: `specMobile`, `philippineMobile`, `indianMobile` or the brand's own. */
  mobile: MobileRule;
  /** Every amount of the brand, written one way: `specMoney(region)` or `intlMoney(locale, currency)`. */
  money: MoneyFormat;
  /**
   * Loan confirm shows a key fact statement (annual percentage rate and every fee in one table, before
   * Next) where the market's regulator requires one (India: RBI's digital lending directions).
   */
  keyFactStatement?: boolean;
  /**
   * What loan confirm's cost sentence adds beside Next where the market's rules ask for it: `'apr'` the
   * annual percentage rate (India: the RBI's key fact statement), `'financeCharge'` the finance charge,
   * every interest and fee in money (the Philippines: the Truth in Lending Act). Absent: the sentence
   * says what is borrowed and repaid only (the spec's product). docs/decisions/timeline-and-cost.md.
   */
  costDisclosure?: 'apr' | 'financeCharge';
  /**
   * The local payment guide on payment instructions: `'philippines'` is GCash, Maya and 7-Eleven bill
   * payment (spec 2). Absent: the page shows the generic e-wallet and QR steps only (no PH channels).
   */
  paymentGuide?: 'philippines';
  /**
   * The IANA zone every date is shown in (`'Asia/Kolkata'`, `'Asia/Manila'`), whatever zone the phone is
   * set to. Absent: the device's zone (the spec's behaviour, the default brand).
   */
  timeZone?: string;
  /**
   * The locale dates are written in for the borrower, by Intl (`'en-IN'`: `20 Dec 2026`,
   * `20 Dec 2026, 8:40 am`; `'en-PH'`: `Dec 20, 2026`), still in `timeZone`. Absent: the spec's
   * `YYYY-MM-DD` and `YYYY-MM-DD HH:MM:SS` (the default brand). docs/decisions/dates-people-read.md.
   */
  dateLocale?: string;
}

/** A grievance redressal officer the lender must name (India: RBI's digital lending directions). */
export interface GrievanceOfficer {
  name: string;
  email: string;
  phone?: string;
  address?: string;
  /**
   * What the market's law calls the officer, a catalogue key's choice, not words: `'grievance'` the
   * grievance officer (India's IT Rules and RBI directions), `'dataProtection'` the data protection
   * officer (the Philippines' Data Privacy Act). Absent: `'grievance'`.
   */
  role?: 'grievance' | 'dataProtection';
}

/**
 * What the loan terms charge for a late payment, where the brand's product is not the spec's (spec 9:
 * a one-time 1,000 / 800 penalty and 5%, 4%, 2% a day). docs/decisions/legal-pages.md.
 */
export interface LateTerms {
  /** The one-time late fee, minor units (a whole number). */
  fee: string | number;
  /** The one-time late fee of a repeat client where it differs, minor units. Absent: the same fee. */
  feeRepeat?: string | number;
  /** Late interest a day on the overdue amount, in percent ('0.1'). */
  dailyRate: string;
  /** All late interest at most this share of the overdue amount, in percent ('10'). Absent: no cap stated. */
  capPercent?: string;
}

/**
 * Facts a lender must show the borrower, as the brand's regulator writes them: data, not words (the
 * labels are catalogue keys). Absent: nothing shown (the spec's product has none).
 */
export interface TrustFacts {
  /** The lender's registration, e.g. the SEC company registration number or the RBI certificate. */
  registration?: string;
  /** The licence to lend, e.g. the SEC certificate of authority. */
  licence?: string;
  grievanceOfficer?: GrievanceOfficer;
}

export interface BrandConfig {
  /** Stable id, used in logs and tests. */
  id: string;
  /** Region flag sent where the spec sends it: '1' rupee, else peso (spec 1). */
  region: RegionFlag;
  /** Base path or URL every API call goes under (spec 7, General). */
  apiBaseUrl: string;
  /** Whether plain http: URLs may be followed (only for the sandbox). */
  allowHttp: boolean;
  /** The app's URL scheme, without `://`. */
  appScheme: string;
  /**
   * The brand's own hosts (lower-case, IDN as punycode): the only ones that receive the session
   * params (loan confirm's lendDetailsUrl). Listing any host here or in `trustedHosts` refuses
   * every other http(s) host (docs/decisions/trusted-hosts.md). Absent or empty: none listed.
   */
  ownHosts?: readonly string[];
  /** Hosts of others the brand trusts (payment gateways, the agreement host): followed, no session. */
  trustedHosts?: readonly string[];
  /**
   * Schemes of the payment apps the brand trusts for pay URLs only (lower case, no `:`): `upi`, a
   * wallet's own (`gcash`), `intent` where the lender's Android app handles it. Such a payUrl or card
   * redirect is opened by the native shell (the bridge's openPage), never by the page; every other URL
   * stays refused (docs/decisions/market-schemes-time-digits.md). Absent or empty: https only (the spec).
   */
  paySchemes?: readonly string[];
  /** Decodes an obfuscated path constant at run time; identity for the default brand. */
  decodePath: (path: string) => string;
  /** Wire key -> spec key. Empty for the default brand (identity). */
  keyMap: Readonly<Record<string, string>>;
  /** Screen key -> path. */
  routes: RouteTable;
  /**
   * Every user-facing string: `specCatalogue` (the spec's literal strings), `enCatalogue`, or the
   * brand's own (a `Catalogue`: a missing key is a type error).
   */
  catalogue: Catalogue;
  /** The rules of the brand's market (docs/decisions/brands-as-data.md). */
  market: MarketRules;
  bridge: BridgeNames;
  company: {
    name: string;
    email: string;
    phone: string;
    servicePhone: string;
    address: string;
    /**
     * Who the lender lends to, as its loan terms say it ("be a {nationality} citizen over 18"). The spec's
     * product: 'Filipino' (spec 9). Absent: 'Filipino'.
     */
    nationality?: string;
    /** What its loan terms charge for a late payment. Absent: the spec's penalties and late interest. */
    lateTerms?: LateTerms;
  };
  /** Registration, licence and grievance officer where the market requires them (about us, loan confirm). */
  trust?: TrustFacts;
  /**
   * Whether loan confirm's agreement box starts checked: the spec's is checked by default (spec 2); a
   * brand may ask for the borrower's own tick (docs/decisions/loan-confirm.md). Absent: `true`.
   */
  agreementsChecked?: boolean;
  /**
   * The server's business codes that mean "the session has expired" (docs/decisions/session-expiry.md):
   * the app then sends the borrower to log in again (`logoutToLogin`). HTTP 401 always means it.
   * The spec's product: `['401']`. Absent: HTTP 401 only.
   */
  sessionExpiredCodes?: readonly string[];
  /**
   * How complaint types load (`user-problem/problem-init`, spec 7): `'post'` with `orderId` in the
   * JSON body, or `'get'` with it in the query string, the GET-style the spec says some screens use
   * (docs/decisions/complaint-init-verb.md). Absent: `'post'`.
   */
  complaintInitVerb?: 'post' | 'get';
  /**
   * How loan details draw a status without its own icon (spec 2: "others default to the 200 icon"):
   * `'settled'`, the spec's 200 tick, or `'neutral'`, an icon that claims nothing, since a tick tells
   * the borrower a loan the app knows nothing of is settled (docs/decisions/loan-details.md). Absent: `'settled'`.
   */
  unknownStatusIcon?: 'settled' | 'neutral';
  /**
   * Where field reports go beside the bridge's burial point (docs/decisions/field-reporting.md):
   * `endpoint`, a path of the page's own origin (the CSP's `connect-src 'self'`), receives each report
   * by `sendBeacon`. Absent: reports go by the burial point only.
   */
  report?: ReportConfig;
}

/** The brand's reporting endpoint (docs/decisions/field-reporting.md). */
export interface ReportConfig {
  /** An absolute path of the page's origin, e.g. `/h5api/field-report`. */
  endpoint?: string;
}

/** A brand without its words and money: the base `defineBrand` puts a brand's own catalogue on. */
export type BrandBase = Omit<BrandConfig, 'catalogue' | 'market'>;
