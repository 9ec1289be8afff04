/** Flat values only: a report never carries an object the sink would have to walk or scrub. */
export type ReportDetail = Readonly<Record<string, string | number | boolean | undefined>>;

/** One failure (or measurement) seen in the field, before the app adds build, brand, route and agent. */
export interface FieldReport {
  /** What happened, as a short word: `error`, `rejection`, `chunk_load`, `url_refused`, `vital`... */
  readonly kind: string;
  readonly detail: ReportDetail;
}

export type ReportSink = (report: FieldReport) => void;

// Reports made before the app sets its sink (the entry's first chunk load fails before the brand
// wires one) wait here; a bounded queue, so a page in a loop of errors cannot grow it for ever.
const MAX_PENDING = 20;
let sink: ReportSink | undefined;
let pending: FieldReport[] = [];

/** Hands every report to `next` from now on, first the ones made before. Returns the unset function. */
export function setReportSink(next: ReportSink): () => void {
  sink = next;
  const waiting = pending;
  pending = [];
  for (const item of waiting) deliver(next, item);
  return () => {
    if (sink === next) sink = undefined;
  };
}

/**
 * Hands back the reports still waiting for a sink and forgets them: a page about to go (a reload for
 * a lost chunk) keeps them for the next page of the tab to send.
 */
export function takePendingReports(): FieldReport[] {
  const waiting = pending;
  pending = [];
  return waiting;
}

/** Reports a failure to the lender through the sink the app set; never throws, never blocks. */
export function report(kind: string, detail: ReportDetail = {}): void {
  const item: FieldReport = { kind, detail };
  if (sink) deliver(sink, item);
  else if (pending.length < MAX_PENDING) pending.push(item);
}

function deliver(to: ReportSink, item: FieldReport): void {
  try {
    to(item);
  } catch {
    // Reporting is best effort: a failing sink never turns a handled failure into a crash.
  }
}
