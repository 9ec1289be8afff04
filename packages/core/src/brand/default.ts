import { defaultRoutes } from './routes';
import type { BrandBase } from './types';

const identity = (path: string): string => path;

/**
 * The spec's product without its words and money (DESIGN.md, Brand config): its routes, its field
 * names on the wire, its hosts, bridge names and company. `defineBrand` builds on it, so a brand that
 * brings its own catalogue does not carry the spec's in its bundle.
 */
export const specProduct: BrandBase = {
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
  bridge: { androidInterface: 'LoanBridge', host: '', backHook: 'onNativeBack' },
  // The spec names no expiry code: the envelope's code 401, as HTTP's (docs/decisions/session-expiry.md).
  sessionExpiredCodes: ['401'],
  company: {
    name: 'Bayanihan Lending Corporation',
    email: 'support@bayanihanlending.ph',
    phone: '+63 2 8123 4567',
    servicePhone: '+63 917 555 0123',
    address: '12F Ayala Tower One, Ayala Avenue, Makati City, Metro Manila 1226, Philippines',
  },
};
