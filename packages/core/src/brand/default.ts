import { specMobile } from '../market/mobile';
import { specMoney } from '../market/money';
import { specCatalogue } from '../messages/spec';
import { defaultRoutes } from './routes';
import type { BrandConfig } from './types';

const identity = (path: string): string => path;

/**
 * The spec's product: its routes, its field names on the wire, its strings, its rules and its money
 * (DESIGN.md, Brand config). Every brand is defined on top of it (`defineBrand`); the app's default
 * brand folder (brands/default) takes it as it is.
 */
export const defaultBrand: BrandConfig = {
  id: 'default',
  region: '0',
  apiBaseUrl: '/h5api',
  allowHttp: false,
  appScheme: 'loanapp',
  // None listed: any plain https host is followed and lendDetailsUrl gets the session (the spec).
  ownHosts: [],
  trustedHosts: [],
  decodePath: identity,
  keyMap: {},
  routes: defaultRoutes,
  catalogue: specCatalogue,
  // A pure call: a bundle that never reads defaultBrand drops it, and the spec's catalogue with it.
  market: { mobile: specMobile, money: /* @__PURE__ */ specMoney('0') },
  bridge: { androidInterface: 'LoanBridge', host: '', backHook: 'onNativeBack' },
  company: {
    name: 'Bayanihan Lending Corporation',
    email: 'support@bayanihanlending.ph',
    phone: '+63 2 8123 4567',
    servicePhone: '+63 917 555 0123',
    address: '12F Ayala Tower One, Ayala Avenue, Makati City, Metro Manila 1226, Philippines',
  },
};
