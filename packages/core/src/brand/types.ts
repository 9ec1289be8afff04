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

export interface BrandConfig {
  /** Stable id, used in logs and tests. */
  id: string;
  /** Region flag: '1' rupee, else peso. */
  region: RegionFlag;
  /** Theme name understood by @loan/ui. */
  theme: 'peso' | 'rupee';
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
  /** Decodes an obfuscated path constant at run time; identity for the default brand. */
  decodePath: (path: string) => string;
  /** Wire key -> spec key. Empty for the default brand (identity). */
  keyMap: Readonly<Record<string, string>>;
  /** Screen key -> path. */
  routes: RouteTable;
  /** Message catalogue: 'spec' (the spec's literal strings) or 'en' (English only). */
  catalogue: 'spec' | 'en';
  bridge: BridgeNames;
  company: {
    name: string;
    email: string;
    phone: string;
    servicePhone: string;
    address: string;
  };
}
