import { BRIDGE_EVENT, defaultRoutes, type ScreenKey, screenTitle, specCatalogue } from '@loan/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { resetSessionEnded } from '../app/bridge';
import { LOADING_ROUTE, type RouteModule, renderRoute } from './route';
import { answerOnce, faultOnce, reshapeOnce } from './sandbox';

/** One data route of the route table, as its tests open it. */
export interface DataRoute {
  module: RouteModule;
  /** The screen of the route table (its path). */
  screen: ScreenKey;
  /** The query of a complete link of the demo session. */
  query: string;
  /** The API path of the call the screen cannot show without. */
  call: string;
  /** Resolves once the screen shows the sandbox's data. */
  ready: () => Promise<unknown>;
  /**
   * Calls beside the primary content (item 3, partial failure): when one fails, `primary` still
   * shows, the block says why with its own retry, and the retry brings `ready` back.
   */
  secondary?: {
    name: string;
    call: string;
    primary: () => Promise<unknown>;
    ready: () => Promise<unknown>;
    /** What the block says. Default the words of an HTTP error (the fault used). */
    message?: () => Promise<unknown>;
  }[];
  /** The screen paints its primary content before the call answers (the call feeds a block). Default the skeleton first. */
  paintsBeforeCall?: () => Promise<unknown>;
  /**
   * The screen keeps every failure of its call in its own block (the page's other content still
   * works): an expired session says so there, without the error page's "Log in again".
   */
  sessionInBlock?: boolean;
  /** A query without the params the loader requires, and the names the incomplete-link page gives. */
  incomplete?: { query: string; names: RegExp };
  /**
   * The way on of a business code, which a retry cannot change (issue 24): `'contact'` customer service
   * (the default), `'back'` the error page's Go back (a page without a session: no customer service),
   * or the page's own content that still works, which the function awaits (a partial failure).
   */
  refused?: 'contact' | 'back' | (() => Promise<unknown>);
}

/** What a failure below the business level says, on the error element or in the screen's own block. */
const connection = /Check your connection and try again/;
// An HTTP error is the server's trouble, not the connection's.
const serverTrouble = /The server had a problem/;
const unreadable = 'The server sent an answer we could not read. Please try again.';

/** Every payload scalar with its type swapped the unambiguous way: numbers as strings, numeric strings as numbers. */
export function swapScalars(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(swapScalars);
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value)) return Number(value);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, swapScalars(v)]));
  }
  return value;
}

/** Every payload scalar wrapped in a list: a type no decoder may guess from, so a primary field fails. */
export function wrapScalars(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(wrapScalars);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, wrapScalars(v)]));
  }
  return value === null || value === undefined ? value : [value];
}

/** Every payload object with a key the app does not know. */
export function addUnknownKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(addUnknownKeys);
  if (value && typeof value === 'object') {
    return {
      ...Object.fromEntries(Object.entries(value).map(([k, v]) => [k, addUnknownKeys(v)])),
      lenderExtra: { note: 'added by a newer server' },
    };
  }
  return value;
}

/** The envelope keeps its code and message; only the payload (`data`, or goya's `attach`) changes. */
function payload(body: Record<string, unknown>, edit: (data: unknown) => unknown) {
  const key = 'attach' in body ? 'attach' : 'data';
  return { ...body, [key]: edit(body[key]) };
}

/** The names of the bridge messages the page sends from now on (a plain browser's `loanbridge` events). */
function bridgeMessages(): () => string[] {
  const names: string[] = [];
  const listener = (event: Event) => names.push((event as CustomEvent<{ name: string }>).detail.name);
  window.addEventListener(BRIDGE_EVENT, listener);
  stopListening.push(() => window.removeEventListener(BRIDGE_EVENT, listener));
  return () => names;
}
const stopListening: (() => void)[] = [];
afterEach(() => {
  for (const stop of stopListening.splice(0)) stop();
  resetSessionEnded();
});

/** The retry of the error element or of the screen's own error block. */
async function retry() {
  fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
}

/**
 * Once the first load is over: the screen's data, its frame (its bar, with a list read as empty or
 * a block that says what is missing), or the unreadable-answer message with a retry that
 * recovers; never a crash or a blank page.
 */
async function dataFrameOrMessage(route: DataRoute) {
  await waitFor(() => expect(screen.queryByRole('status', { name: LOADING_ROUTE })).toBeNull());
  // The message first: a screen may draw its frame around its own error block.
  const message = () => screen.queryByText(unreadable);
  const shown = await Promise.any([
    route.ready().then(() => 'data' as const),
    screen.findByText(unreadable).then(() => 'message' as const),
    // The screen's own bar (the error element has none), when it holds no unreadable-answer message.
    screen.findByRole('banner').then(() => (message() ? ('message' as const) : ('frame' as const))),
  ]);
  // What the error element says for an exception nobody expected (a render that threw).
  expect(screen.queryByText('Please try again in a moment.')).toBeNull();
  if (shown === 'message') {
    await retry();
    await route.ready();
  }
  return shown;
}

/**
 * The route's loader against the sandbox: its data, an incomplete link, and each failure of its
 * primary call (HTTP 500, malformed JSON, a network error, a business code, null data, wrong
 * types) shows a message and a retry that recovers, the fault being applied once.
 */
export function describeDataRoute(name: string, route: DataRoute) {
  const path = defaultRoutes[route.screen];
  const url = `${path}?${route.query}`;
  describe(`${name} route`, () => {
    it('shows the data of the sandbox', async () => {
      renderRoute(route.module, url, route.screen);
      await route.ready();
    });

    const { paintsBeforeCall } = route;
    if (paintsBeforeCall) {
      it('while its call is pending, the screen already works', async () => {
        faultOnce(route.call, 'delay:100');
        renderRoute(route.module, url, route.screen);
        await paintsBeforeCall();
        await route.ready();
      });
    } else {
      it("while its call is pending, the screen's skeleton shows (never a blank page)", async () => {
        faultOnce(route.call, 'delay:100');
        renderRoute(route.module, url, route.screen);
        const label = `Loading ${screenTitle(specCatalogue, route.screen).toLowerCase()}`;
        expect((await screen.findByText(label)).closest('[role="status"]')).toBeTruthy();
        await route.ready();
        expect(screen.queryByText(label)).toBeNull();
      });
    }

    const { incomplete } = route;
    if (incomplete) {
      it('an incomplete link names the missing params, with no retry', async () => {
        renderRoute(route.module, `${path}?${incomplete.query}`, route.screen);
        expect(await screen.findByRole('heading', { name: 'This link is incomplete' })).toBeTruthy();
        expect(screen.getByText(incomplete.names)).toBeTruthy();
        expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
      });
    }

    for (const block of route.secondary ?? []) {
      it(`a failing ${block.name} stays in its block: the page works and the block's retry recovers`, async () => {
        faultOnce(block.call, '500');
        renderRoute(route.module, url, route.screen);
        await (block.message ?? (() => screen.findByText(serverTrouble)))();
        await block.primary();
        await retry();
        await block.ready();
        await block.primary();
      });
    }

    it('HTTP 500: the server had a problem (not the connection), and the retry recovers', async () => {
      faultOnce(route.call, '500');
      renderRoute(route.module, url, route.screen);
      expect(await screen.findByText(serverTrouble)).toBeTruthy();
      await retry();
      await route.ready();
    });

    it('malformed JSON: the unreadable-answer message, and the retry recovers', async () => {
      faultOnce(route.call, 'malformed');
      renderRoute(route.module, url, route.screen);
      expect(await screen.findByText(unreadable)).toBeTruthy();
      await retry();
      await route.ready();
    });

    it('a network error (what a timeout meets too): a connection problem, and the retry recovers', async () => {
      faultOnce(route.call, 'reset');
      renderRoute(route.module, url, route.screen);
      expect(await screen.findByText(connection)).toBeTruthy();
      await retry();
      await route.ready();
    });

    it('an HTML page instead of JSON (a proxy or a captive portal): the unreadable-answer message, and the retry recovers', async () => {
      answerOnce(
        route.call,
        () =>
          new Response('<!doctype html><title>Sign in to Wi-Fi</title>', {
            headers: { 'content-type': 'text/html' },
          }),
      );
      renderRoute(route.module, url, route.screen);
      expect(await screen.findByText(unreadable)).toBeTruthy();
      await retry();
      await route.ready();
    });

    it("a business code: the server's message, no Try again (a retry cannot change it), and a way on", async () => {
      faultOnce(route.call, 'code:7001:The lender is resting');
      renderRoute(route.module, url, route.screen);
      expect(await screen.findByText('The lender is resting')).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
      const refused = route.refused ?? 'contact';
      if (refused === 'contact') {
        fireEvent.click(screen.getByRole('button', { name: 'Contact customer service' }));
        expect(
          await screen.findByRole('heading', {
            name: new RegExp(`^Left for ${defaultRoutes.customerService}\\?`),
          }),
        ).toBeTruthy();
      } else if (refused === 'back') {
        expect(screen.getByRole('button', { name: 'Go back' })).toBeTruthy();
        expect(screen.queryByRole('button', { name: 'Contact customer service' })).toBeNull();
      } else {
        await refused();
      }
    });

    // Issue 23: nothing called logoutToLogin; the page offered a retry that cannot help.
    for (const [fault, what] of [
      ['401', 'HTTP 401'],
      ['code:401:Please log in', "the brand's session-expired code"],
    ] as const) {
      if (route.sessionInBlock) {
        it(`${what}: the block says the session ended, and the borrower is sent to log in once`, async () => {
          resetSessionEnded();
          const sent = bridgeMessages();
          faultOnce(route.call, fault);
          renderRoute(route.module, url, route.screen);
          expect(await screen.findByText('For your security, please log in again to continue.')).toBeTruthy();
          expect(sent()).toEqual(['logoutToLogin']);
          // Issue 24: the block's way on is the login, never a retry that cannot help.
          expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
          fireEvent.click(screen.getByRole('button', { name: 'Log in again' }));
          expect(sent()).toEqual(['logoutToLogin', 'logoutToLogin']);
        });
        continue;
      }
      it(`${what}: the session ended, the borrower is sent to log in once, and "Log in again" sends again`, async () => {
        resetSessionEnded();
        const sent = bridgeMessages();
        faultOnce(route.call, fault);
        renderRoute(route.module, url, route.screen);
        expect(await screen.findByRole('heading', { name: 'Your session has ended' })).toBeTruthy();
        expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
        expect(sent()).toEqual(['logoutToLogin']);
        fireEvent.click(screen.getByRole('button', { name: 'Log in again' }));
        expect(sent()).toEqual(['logoutToLogin', 'logoutToLogin']);
      });
    }

    it('null data: the unreadable-answer message or the frame, never a crash', async () => {
      reshapeOnce(route.call, (body) => payload(body, () => null));
      renderRoute(route.module, url, route.screen);
      await dataFrameOrMessage(route);
    });

    it('numbers and numeric strings swapped: read as sent (tolerant decoding), the screen shows its data', async () => {
      reshapeOnce(route.call, (body) => payload(body, swapScalars));
      renderRoute(route.module, url, route.screen);
      await route.ready();
    });

    it('keys the app does not know: ignored, the screen shows its data', async () => {
      reshapeOnce(route.call, (body) => payload(body, addUnknownKeys));
      renderRoute(route.module, url, route.screen);
      await route.ready();
    });

    it('a payload of the wrong type (text for an object or a list): the unreadable-answer message or the frame, never a crash', async () => {
      reshapeOnce(route.call, (body) => payload(body, () => 'unexpected'));
      renderRoute(route.module, url, route.screen);
      await dataFrameOrMessage(route);
    });

    it('values of a type nobody can read (lists for scalars): the unreadable-answer message or the frame, never a crash', async () => {
      reshapeOnce(route.call, (body) => payload(body, wrapScalars));
      renderRoute(route.module, url, route.screen);
      await dataFrameOrMessage(route);
    });
  });
}
