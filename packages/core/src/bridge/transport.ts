import type { BrandConfig } from '../brand/types';
import { detectEnvironment } from '../env/webview';
import { followUrl } from '../navigation/follow';
import { isInternalPath } from '../navigation/safeUrl';
import { report } from '../report/report';
import { type CheckOptions, checkBridgePayload } from './check';
import type { BridgeEventDetail, BridgeName, BridgePayloads } from './messages';
import { BRIDGE_EVENT, bridgeNames } from './messages';

/**
 * How a message left: iOS message handler, Android interface, URL scheme, web event, `tel:` link, or
 * `missing` (our shell's bridge is there but this app version lacks the message: web fallback).
 */
export type TransportKind = 'ios' | 'android' | 'scheme' | 'event' | 'tel' | 'missing';

interface MessageHandler {
  postMessage(message: unknown): void;
}

/** The part of `window` the bridge touches, so tests and other hosts can pass their own. */
export interface BridgeHost {
  webkit?: { messageHandlers?: Readonly<Record<string, MessageHandler | undefined>> };
  navigator?: { userAgent: string };
  location?: Pick<Location, 'assign'> & Partial<Pick<Location, 'replace' | 'search'>>;
  /** The web fallback of closeWebview goes back where the webview has history. */
  history?: Pick<History, 'back' | 'length'>;
  /** The web fallback of closeWebview where there is no history. */
  close?: () => void;
  dispatchEvent?: (event: Event) => boolean;
}

/** Between two URL-scheme messages: the shell must see the first navigation before the second starts. */
export const SCHEME_GAP_MS = 100;

function defaultHost(): BridgeHost {
  return globalThis as unknown as BridgeHost;
}

function androidApi(brand: BrandConfig, host: BridgeHost): Record<string, unknown> | undefined {
  const api = (host as Record<string, unknown>)[brand.bridge.androidInterface];
  return typeof api === 'object' && api !== null ? (api as Record<string, unknown>) : undefined;
}

function androidMethod(
  brand: BrandConfig,
  host: BridgeHost,
  name: BridgeName,
): ((json: string) => void) | undefined {
  const api = androidApi(brand, host);
  const method = api?.[name];
  // Android JavaScript interface methods must be called on their object.
  return typeof method === 'function'
    ? (json) => (method as (json: string) => unknown).call(api, json)
    : undefined;
}

/**
 * Whether our native shell's JavaScript bridge is on the page: the brand's Android interface, or an
 * iOS handler for any of our messages (a messaging app's WKWebView has handlers of its own, not ours).
 */
function hasOurBridge(brand: BrandConfig, host: BridgeHost): boolean {
  if (androidApi(brand, host)) return true;
  const handlers = host.webkit?.messageHandlers;
  return bridgeNames.some((name) => typeof handlers?.[name]?.postMessage === 'function');
}

/** `{scheme}://{host}/{name}?field=value`, host empty by default (spec 1); nested values as JSON. */
export function bridgeSchemeUrl(brand: BrandConfig, name: BridgeName, payload: object): string {
  const query = new URLSearchParams();
  for (const [field, value] of Object.entries(payload)) {
    query.set(field, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  const search = query.toString();
  return `${brand.appScheme}://${brand.bridge.host}/${name}${search === '' ? '' : `?${search}`}`;
}

/** Which transport a message would take now, checked in this order (docs/native-contract.md). */
export function pickTransport(
  brand: BrandConfig,
  name: BridgeName,
  host: BridgeHost = defaultHost(),
): TransportKind {
  if (typeof host.webkit?.messageHandlers?.[name]?.postMessage === 'function') return 'ios';
  if (androidMethod(brand, host, name)) return 'android';
  // Our shell's bridge without this message is an older app version: its scheme handler (if any)
  // would not know the message either, and an unhandled scheme replaces the page with an error.
  if (hasOurBridge(brand, host)) return 'missing';
  const env = detectEnvironment(host.navigator?.userAgent ?? '');
  // Only a URL-scheme shell of ours intercepts the scheme; a messaging app's browser would show an error page.
  if (env.webview && env.inAppBrowser === undefined && host.location) return 'scheme';
  return name === 'callPhone' && host.location ? 'tel' : 'event';
}

// URL-scheme messages wait their turn per host: two navigations in one task drop the first.
const schemeQueues = new WeakMap<object, { urls: string[]; busy: boolean }>();

function sendScheme(host: BridgeHost, url: string): void {
  let queue = schemeQueues.get(host);
  if (!queue) {
    queue = { urls: [], busy: false };
    schemeQueues.set(host, queue);
  }
  queue.urls.push(url);
  if (!queue.busy) drain(host, queue);
}

function drain(host: BridgeHost, queue: { urls: string[]; busy: boolean }): void {
  const next = queue.urls.shift();
  if (next === undefined) {
    queue.busy = false;
    return;
  }
  queue.busy = true;
  host.location?.assign(next);
  setTimeout(() => drain(host, queue), SCHEME_GAP_MS);
}

/**
 * What the page does itself when the shell lacks a message: open page follows the URL through
 * safe navigation in this webview; close goes back where this webview has history, else asks the
 * window to close. Other messages have no web equivalent.
 */
function webFallback<N extends BridgeName>(
  brand: BrandConfig,
  name: N,
  payload: BridgePayloads[N],
  host: BridgeHost,
): void {
  const location = host.location;
  if (name === 'openPage' && location) {
    const url = (payload as BridgePayloads['openPage']).url;
    // Only a page of ours or of the web: a scheme (the app's, a payment app's) is unknown here too.
    if (!isInternalPath(url) && !/^https?:/i.test(url)) return;
    const go = (href: string) => location.assign(href);
    followUrl(brand, url, { location: { assign: go, replace: go, search: location.search ?? '' } });
  } else if (name === 'closeWebview') {
    if (host.history && host.history.length > 1) host.history.back();
    else host.close?.();
  }
}

/**
 * Checks the payload, then sends the message over the transport available at run time.
 * In a plain browser the `loanbridge` event is always dispatched (so tests see every message),
 * and callPhone also follows a `tel:` link. A message our shell lacks is reported, falls back
 * to the web where it has a web equivalent, and is dispatched as the event too. Returns the transport used.
 */
export function sendBridge<N extends BridgeName>(
  brand: BrandConfig,
  name: N,
  payload: BridgePayloads[N] | undefined,
  host: BridgeHost = defaultHost(),
  options: CheckOptions = {},
): TransportKind {
  const checked = checkBridgePayload(brand, name, payload, options);
  const transport = pickTransport(brand, name, host);
  if (transport === 'ios') host.webkit?.messageHandlers?.[name]?.postMessage(checked);
  else if (transport === 'android') androidMethod(brand, host, name)?.(JSON.stringify(checked));
  else if (transport === 'scheme') sendScheme(host, bridgeSchemeUrl(brand, name, checked));
  else {
    const detail: BridgeEventDetail<N> = { name, payload: checked };
    host.dispatchEvent?.(new CustomEvent(BRIDGE_EVENT, { detail }));
    if (transport === 'tel') host.location?.assign(`tel:${(checked as BridgePayloads['callPhone']).phone}`);
    // Outside a webview a browser hands a payment app's scheme (upi:) to the system itself.
    if (transport === 'event' && options.payApp && host.location) {
      host.location.assign((checked as BridgePayloads['openPage']).url);
    }
    if (transport === 'missing') {
      // The report goes out by burialPoint: a shell without burialPoint must not report its own lack.
      if (name !== 'burialPoint') report('bridge_missing', { message: name });
      webFallback(brand, name, checked, host);
    }
  }
  return transport;
}
