import { type FieldReport, report, setReportSink } from '@loan/core';
import { afterEach, describe, expect, it } from 'vitest';
import { CARRIED_REPORTS, watchErrors } from './watchErrors';

describe('the entry keeps reports across a page that goes before its hook is set', () => {
  const cleanups: (() => void)[] = [];
  afterEach(() => {
    for (const cleanup of cleanups.splice(0)) cleanup();
    sessionStorage.clear();
  });
  const never = () => new Promise<never>(() => {});

  it('leaves the reports still waiting in session storage when the page goes', () => {
    setReportSink(() => {})();
    cleanups.push(watchErrors(never));
    report('chunk_load', { chunk: 'repay-B1x.js', reload: true });
    window.dispatchEvent(new Event('pagehide'));
    expect(JSON.parse(sessionStorage.getItem(CARRIED_REPORTS) ?? '[]')).toEqual([
      { kind: 'chunk_load', detail: { chunk: 'repay-B1x.js', reload: true } },
    ]);
  });

  it("reports the previous page's reports first on the next page, once", () => {
    sessionStorage.setItem(
      CARRIED_REPORTS,
      JSON.stringify([{ kind: 'chunk_load', detail: { chunk: 'repay-B1x.js', reload: true } }]),
    );
    setReportSink(() => {})();
    cleanups.push(watchErrors(never));
    const seen: FieldReport[] = [];
    cleanups.push(setReportSink((r) => seen.push(r)));
    expect(seen).toEqual([{ kind: 'chunk_load', detail: { chunk: 'repay-B1x.js', reload: true } }]);
    expect(sessionStorage.getItem(CARRIED_REPORTS)).toBeNull();
  });

  it('ignores a stored value that is not a list of reports', () => {
    sessionStorage.setItem(CARRIED_REPORTS, '{not json');
    expect(() => cleanups.push(watchErrors(never))).not.toThrow();
  });
});
