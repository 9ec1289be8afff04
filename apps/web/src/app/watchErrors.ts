import { captureErrors, type FieldReport, onUrlRefused, report, takePendingReports } from '@loan/core';

/** The report of a refused server URL: host, reason and the screen's path, never the URL. */
export const URL_REFUSED_EVENT = 'url_refused';

/** Where a page that goes before its reporting hook is set leaves its reports for the tab's next page. */
export const CARRIED_REPORTS = 'loan:reports';

/** After this long the reporting chunk loads even if the page's `load` has not come (a slow image). */
const REPORTING_LATEST_MS = 5000;

/**
 * From the entry's first line: uncaught errors, unhandled rejections and every URL safe navigation
 * refused (docs/decisions/trusted-hosts.md) are reported from the start (core keeps them until a sink
 * is set; a page that goes first leaves them in the tab's session storage for the next page). The sink
 * and the web vitals come in their own chunk once the page has loaded, so the first load pays only for
 * this. Returns the function that stops the capture and the refusal listener (tests).
 */
export function watchErrors(load: () => Promise<{ startFieldReports: () => void }>): () => void {
  // Reports the tab's previous page could not send (it reloaded for a lost chunk, or left early) go first.
  try {
    const carried = JSON.parse(sessionStorage.getItem(CARRIED_REPORTS) ?? '[]') as FieldReport[];
    sessionStorage.removeItem(CARRIED_REPORTS);
    for (const { kind, detail } of carried) report(kind, detail);
  } catch {
    // No storage (a private mode) or a value that is not ours: nothing was carried.
  }
  window.addEventListener('pagehide', () => {
    const left = takePendingReports();
    try {
      if (left.length > 0) sessionStorage.setItem(CARRIED_REPORTS, JSON.stringify(left));
    } catch {
      // Without storage they are lost, as before.
    }
  });
  const stopCapture = captureErrors(window);
  const stopRefusals = onUrlRefused(({ reason, host }) =>
    report(URL_REFUSED_EVENT, { reason, host, page: window.location.pathname }),
  );
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    // A reporting chunk that cannot arrive must not become a report of its own in a loop.
    load().then(
      (module) => module.startFieldReports(),
      () => {},
    );
  };
  // The entry runs before the page's load. Leaving before it: the last moment a beacon can still go.
  window.addEventListener('load', start);
  setTimeout(start, REPORTING_LATEST_MS);
  document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && start());
  return () => {
    stopCapture();
    stopRefusals();
  };
}
