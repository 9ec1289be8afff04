// The production start command's server (scripts/web-server.mjs), started for real on loopback.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { http, passthrough } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startWebServer } from '../../../scripts/web-server.mjs';
import { contentSecurityPolicy } from '../csp.mjs';
import { headersFile, nginxHeaders, securityHeaders } from '../securityHeaders.mjs';
import { server as msw } from './test/sandbox';

const expected = {
  'content-security-policy': contentSecurityPolicy,
  'strict-transport-security': 'max-age=63072000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
};

let server: Awaited<ReturnType<typeof startWebServer>>;
let origin = '';
const outDir = mkdtempSync(join(tmpdir(), 'web-headers-'));

beforeAll(async () => {
  // A build-shaped folder of our own: the shared dist may be rebuilt by someone else meanwhile.
  mkdirSync(join(outDir, 'assets'));
  writeFileSync(join(outDir, 'index.html'), '<!doctype html><title>Loan</title><div id="root"></div>');
  writeFileSync(join(outDir, 'assets', 'index-abc123.js'), 'export {};\n');
  server = await startWebServer({ outDir, port: 0, logLevel: 'silent' });
  const address = server.httpServer.address() as AddressInfo;
  origin = `http://127.0.0.1:${address.port}`;
});

// The web project's MSW answers for the sandbox; requests to this real server go through untouched.
beforeEach(() => {
  msw.use(http.all(`${origin}/*`, () => passthrough()));
});

afterAll(async () => {
  await server?.close();
  rmSync(outDir, { recursive: true, force: true });
});

function expectSecurityHeaders(response: Response) {
  for (const [name, value] of Object.entries(expected)) expect(response.headers.get(name), name).toBe(value);
  const permissions = response.headers.get('permissions-policy') ?? '';
  for (const feature of ['camera', 'microphone', 'payment']) {
    expect(permissions).toContain(`${feature}=()`);
  }
  // The developer test page (spec 1) reads the location: our own origin only, no frame.
  expect(permissions).toContain('geolocation=(self)');
}

describe('the production start server', () => {
  it('sends the security headers with the HTML of a route', async () => {
    const response = await fetch(`${origin}/summerJuly?sessionId=s1`, { headers: { accept: 'text/html' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    expectSecurityHeaders(response);
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  it('sends them with an asset too', async () => {
    const response = await fetch(`${origin}/assets/index-abc123.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    expectSecurityHeaders(response);
  });
});

describe('the strict policy', () => {
  it('is the one of DESIGN.md', () => {
    for (const directive of [
      "script-src 'self'",
      "style-src 'self'",
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'none'",
    ]) {
      expect(securityHeaders['Content-Security-Policy']).toContain(directive);
    }
  });
});

describe('docs/hosting.md', () => {
  const doc = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../../../docs/hosting.md'), 'utf8');
  it('gives the same headers for nginx', () => {
    expect(doc).toContain(nginxHeaders());
  });
  it('gives the same headers as a _headers file', () => {
    expect(doc).toContain(headersFile());
  });
});
