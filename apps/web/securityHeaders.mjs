// The security headers every response of the production app carries (DESIGN.md, safety rules;
// docs/hosting.md, docs/decisions/trusted-hosts.md). One source: scripts/start.mjs serves them,
// the preview config sends them and the test checks docs/hosting.md against the renderings below.
import { contentSecurityPolicy } from './csp.mjs';

/** Powerful features the app never uses; the complaint upload is a plain file input and needs none. */
const disabledFeatures = [
  'accelerometer',
  'camera',
  'display-capture',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
  'xr-spatial-tracking',
];

/** Header name -> value. */
export const securityHeaders = {
  // The full strict policy, frame-ancestors included: a meta tag cannot carry it.
  'Content-Security-Policy': contentSecurityPolicy,
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  // The session rides in the query string (spec 1): never send it on in Referer.
  'Referrer-Policy': 'no-referrer',
  // Spec 1's developer test page reads the location: our own pages may ask, no frame (agreements) may.
  'Permissions-Policy': [...disabledFeatures.map((feature) => `${feature}=()`), 'geolocation=(self)'].join(
    ', ',
  ),
};

/** The headers as nginx `add_header` lines (`always`, so error pages carry them too). */
export function nginxHeaders() {
  return Object.entries(securityHeaders)
    .map(([name, value]) => `add_header ${name} "${value}" always;`)
    .join('\n');
}

/** The headers as a `_headers` file (Netlify, Cloudflare Pages) for every path. */
export function headersFile() {
  return ['/*', ...Object.entries(securityHeaders).map(([name, value]) => `  ${name}: ${value}`)].join('\n');
}
