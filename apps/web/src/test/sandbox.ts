import folder from '@brand';
import { demoMarket } from '@loan/sandbox/markets';
import { createSandboxMsw } from '@loan/sandbox/msw';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { brand } from '../app/brand';

/** jsdom's page origin: the app's relative API base URL resolves against it. */
const origin = window.location.origin;

/** The brand's API and the data set of the market its folder names. */
const options = { brand, market: demoMarket(folder.market) };

let world = createSandboxMsw(origin, options);

/** The MSW server of the web tests: the sandbox lender, a fresh world per test. */
export const server = setupServer(...world.handlers);

/** A new sandbox world (complaints, captchas, payments as seeded) for the next test. */
export function resetSandbox() {
  world = createSandboxMsw(origin, options);
  server.resetHandlers(...world.handlers);
}

/** The next call at `path` meets a sandbox fault: `500`, `malformed`, `reset` (network error), `code:X:msg`. */
export function faultOnce(path: string, fault: string) {
  server.use(world.fault(path, fault));
}

/** The next answer at `path` is the sandbox's, reshaped by `edit` (wrong types, nulls, missing keys). */
export function reshapeOnce(path: string, edit: (body: Record<string, unknown>) => unknown) {
  server.use(world.reshape(path, edit));
}

/** The next call at `path` gets `response` instead of the sandbox's answer (what a proxy or a portal sends). */
export function answerOnce(path: string, response: () => Response) {
  server.use(http.all(`${origin}${brand.apiBaseUrl}${path}`, response, { once: true }));
}
