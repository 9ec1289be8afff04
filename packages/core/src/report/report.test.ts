import { afterEach, describe, expect, it } from 'vitest';
import { type FieldReport, report, setReportSink, takePendingReports } from './report';

describe('report', () => {
  let unset: (() => void) | undefined;
  afterEach(() => unset?.());

  it('hands a report to the sink with its kind and detail', () => {
    const seen: FieldReport[] = [];
    unset = setReportSink((r) => seen.push(r));
    report('chunk_load', { chunk: 'start' });
    expect(seen).toEqual([{ kind: 'chunk_load', detail: { chunk: 'start' } }]);
  });

  it('keeps reports made before a sink is set and delivers them, oldest first, once it is', () => {
    report('error', { message: 'first' });
    report('error', { message: 'second' });
    const seen: FieldReport[] = [];
    unset = setReportSink((r) => seen.push(r));
    expect(seen.map((r) => r.detail.message)).toEqual(['first', 'second']);
  });

  it('keeps at most 20 reports while no sink is set', () => {
    for (let i = 0; i < 30; i++) report('error', { i });
    const seen: FieldReport[] = [];
    unset = setReportSink((r) => seen.push(r));
    expect(seen).toHaveLength(20);
  });

  it('hands back the reports still waiting, and forgets them', () => {
    report('chunk_load', { chunk: 'start' });
    expect(takePendingReports()).toEqual([{ kind: 'chunk_load', detail: { chunk: 'start' } }]);
    const seen: FieldReport[] = [];
    unset = setReportSink((r) => seen.push(r));
    expect(seen).toEqual([]);
  });

  it('never throws when the sink does', () => {
    unset = setReportSink(() => {
      throw new Error('offline');
    });
    expect(() => report('error')).not.toThrow();
  });

  it('stops delivering to a sink once it is unset', () => {
    const seen: FieldReport[] = [];
    setReportSink((r) => seen.push(r))();
    report('error');
    expect(seen).toEqual([]);
    unset = setReportSink(() => {});
  });
});
