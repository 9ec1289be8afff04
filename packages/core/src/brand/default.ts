import { defaultRoutes } from './routes';
import type { BrandConfig } from './types';

const identity = (path: string): string => path;

/** The default brand: the spec's routes, its field names on the wire, peso (DESIGN.md, Brand config). */
export const defaultBrand: BrandConfig = {
  id: 'default',
  region: '0',
  theme: 'peso',
  apiBaseUrl: '/h5api',
  allowHttp: false,
  appScheme: 'loanapp',
  // None listed: any plain https host is followed and lendDetailsUrl gets the session (the spec).
  ownHosts: [],
  trustedHosts: [],
  decodePath: identity,
  keyMap: {},
  routes: defaultRoutes,
  catalogue: 'spec',
  bridge: { androidInterface: 'LoanBridge', host: '', backHook: 'onNativeBack' },
  company: {
    name: 'Bayanihan Lending Corporation',
    email: 'support@bayanihanlending.ph',
    phone: '+63 2 8123 4567',
    servicePhone: '+63 917 555 0123',
    address: '12F Ayala Tower One, Ayala Avenue, Makati City, Metro Manila 1226, Philippines',
  },
};

/** The default brand against the local sandbox, the only one that may follow `http:` URLs. */
export const sandboxBrand: BrandConfig = { ...defaultBrand, id: 'sandbox', allowHttp: true };
