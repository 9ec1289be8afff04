import { createRateLimit, defaultReportLimits, type LimitVerdict, type ReportLimits } from './limit';
import type { FieldReport, ReportSink } from './report';
import { scrubDetail } from './scrub';

/** What every report carries beside its own detail, so the lender can act on it. */
export interface ReportContext {
  /** The build that ran (a commit or release id). */
  build: string;
  /** The brand's id. */
  brand: string;
  /** The screen's route key (`repay`), or the scrubbed path of a page that is none; never the query. */
  route: string;
  /** The browser's user agent: the WebView and its version. */
  agent: string;
}

/** One report as it leaves the phone: its kind, its context and its scrubbed, flat detail. */
export interface FieldRecord extends ReportContext {
  kind: string;
  detail: Readonly<Record<string, string | number | boolean>>;
}

/** One way out: the bridge's burial point, a beacon to the brand's endpoint. */
export type ReportTransport = (record: FieldRecord) => void;

export interface FieldSinkOptions {
  /** Read at each report: the route changes as the borrower moves. */
  context: () => ReportContext;
  /** Each record goes to every transport; one that throws never stops the others. */
  transports: readonly ReportTransport[];
  limits?: ReportLimits;
  /** The page's origin, cut from URLs in messages and stacks. */
  origin?: string;
}

/** The kind once the limit has dropped a report: sent once per page, outside the limit. */
export const REPORT_LIMIT_KIND = 'report_limit';

const MAX_AGENT_LENGTH = 256;

/**
 * The sink the app sets with `setReportSink`: scrubs each report (`scrubDetail`), drops repeats and
 * what is over the page's limits, adds the context and hands the record to every transport.
 */
export function createFieldSink(options: FieldSinkOptions): ReportSink {
  const limit = createRateLimit(options.limits ?? defaultReportLimits);
  let limitNoted = false;
  const send = (kind: string, detail: Record<string, string | number | boolean>) => {
    const context = options.context();
    const record: FieldRecord = {
      kind,
      build: context.build,
      brand: context.brand,
      route: context.route,
      agent: context.agent.slice(0, MAX_AGENT_LENGTH),
      detail,
    };
    for (const transport of options.transports) {
      try {
        transport(record);
      } catch {
        // Best effort: a shell without the method or a refused beacon never breaks the page.
      }
    }
  };
  return ({ kind, detail }: FieldReport) => {
    const safeKind = kind.replace(/[^\w.:-]/g, '_').slice(0, 64) || 'unknown';
    const clean = scrubDetail(detail, options.origin);
    // The same error twice is one report, even from two kinds (React's callback, then the window): keyed
    // by its message, or by its kind and all it says.
    const key =
      typeof clean.message === 'string' ? `message:${clean.message}` : `${safeKind}:${JSON.stringify(clean)}`;
    const verdict: LimitVerdict = limit.check(safeKind, key);
    if (verdict === 'send') send(safeKind, clean);
    else if (verdict === 'over' && !limitNoted) {
      limitNoted = true;
      send(REPORT_LIMIT_KIND, { of: safeKind });
    }
  };
}

/**
 * Sends each record as the bridge's burial point: the kind as its event, the detail and the context
 * as its flat extras (the context wins over a detail key of the same name).
 */
export function burialPointTransport(
  burialPoint: (payload: { event: string; extra: Record<string, string | number | boolean> }) => unknown,
): ReportTransport {
  return ({ kind, detail, ...context }) => {
    burialPoint({ event: kind, extra: { ...detail, ...context } });
  };
}

/**
 * Posts each record to `endpoint` with `navigator.sendBeacon`, which survives the page being hidden
 * or closed. The body is JSON typed `text/plain`: a type every engine of the matrix lets a beacon send
 * (Chromium refuses a Blob of another type). Without `sendBeacon` nothing is sent.
 */
export function beaconTransport(
  endpoint: string,
  nav: { sendBeacon?: Navigator['sendBeacon'] } | undefined = globalThis.navigator,
): ReportTransport {
  return (record) => {
    nav?.sendBeacon?.(endpoint, new Blob([JSON.stringify(record)], { type: 'text/plain;charset=UTF-8' }));
  };
}
