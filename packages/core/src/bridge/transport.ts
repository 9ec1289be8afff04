import type { BrandConfig } from '../brand/types';
import { detectEnvironment } from '../env/webview';
import { checkBridgePayload } from './check';
import type { BridgeEventDetail, BridgeName, BridgePayloads } from './messages';
import { BRIDGE_EVENT } from './messages';

/** How a message left: iOS message handler, Android interface, URL scheme, web event, or `tel:` link. */
export type TransportKind = 'ios' | 'android' | 'scheme' | 'event' | 'tel';

interface MessageHandler {
  postMessage(message: unknown): void;
}

/** The part of `window` the bridge touches, so tests and other hosts can pass their own. */
export interface BridgeHost {
  webkit?: { messageHandlers?: Readonly<Record<string, MessageHandler | undefined>> };
  navigator?: { userAgent: string };
  location?: Pick<Location, 'assign'>;
  dispatchEvent?: (event: Event) => boolean;
}

function defaultHost(): BridgeHost {
  return globalThis as unknown as BridgeHost;
}

function androidMethod(
  brand: BrandConfig,
  host: BridgeHost,
  name: BridgeName,
): ((json: string) => void) | undefined {
  const api = (host as Record<string, unknown>)[brand.bridge.androidInterface];
  if (typeof api !== 'object' || api === null) return undefined;
  const method = (api as Record<string, unknown>)[name];
  // Android JavaScript interface methods must be called on their object.
  return typeof method === 'function'
    ? (json) => (method as (json: string) => unknown).call(api, json)
    : undefined;
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

/** Which transport a message would take now, checked in this order (docs/decisions/core-bridge.md). */
export function pickTransport(
  brand: BrandConfig,
  name: BridgeName,
  host: BridgeHost = defaultHost(),
): TransportKind {
  if (typeof host.webkit?.messageHandlers?.[name]?.postMessage === 'function') return 'ios';
  if (androidMethod(brand, host, name)) return 'android';
  const env = detectEnvironment(host.navigator?.userAgent ?? '');
  // Only our own shell intercepts its scheme; a messaging app's browser would show an error page.
  if (env.webview && env.inAppBrowser === undefined && host.location) return 'scheme';
  return name === 'callPhone' && host.location ? 'tel' : 'event';
}

/**
 * Checks the payload, then sends the message over the transport available at run time.
 * In a plain browser the `loanbridge` event is always dispatched (so tests see every message),
 * and callPhone also follows a `tel:` link. Returns the transport used.
 */
export function sendBridge<N extends BridgeName>(
  brand: BrandConfig,
  name: N,
  payload: BridgePayloads[N],
  host: BridgeHost = defaultHost(),
): TransportKind {
  const checked = checkBridgePayload(brand, name, payload);
  const transport = pickTransport(brand, name, host);
  if (transport === 'ios') host.webkit?.messageHandlers?.[name]?.postMessage(checked);
  else if (transport === 'android') androidMethod(brand, host, name)?.(JSON.stringify(checked));
  else if (transport === 'scheme') host.location?.assign(bridgeSchemeUrl(brand, name, checked));
  else {
    const detail: BridgeEventDetail<N> = { name, payload: checked };
    host.dispatchEvent?.(new CustomEvent(BRIDGE_EVENT, { detail }));
    if (transport === 'tel') host.location?.assign(`tel:${(checked as BridgePayloads['callPhone']).phone}`);
  }
  return transport;
}
