/** How many reports one page may send: a phone in a loop of errors must not flood the lender or the shell. */
export interface ReportLimits {
  /** At most this many of one kind (`error`, `vital`...) per page. */
  perKind: number;
  /** At most this many in all per page. */
  total: number;
}

export const defaultReportLimits: ReportLimits = { perKind: 10, total: 30 };

/** What the limit says of one report: send it, or drop it as a repeat or as one too many. */
export type LimitVerdict = 'send' | 'repeat' | 'over';

/**
 * A per-page budget: `check(kind, key)` answers `repeat` for a key already seen, whatever its kind
 * (the same error twice is sent once, even when React and the window both tell of it), `over` once the
 * kind's or the page's budget is spent, else `send` and counts it.
 */
export function createRateLimit(limits: ReportLimits = defaultReportLimits) {
  const seen = new Set<string>();
  const byKind = new Map<string, number>();
  let total = 0;
  return {
    check(kind: string, key: string): LimitVerdict {
      if (seen.has(key)) return 'repeat';
      const ofKind = byKind.get(kind) ?? 0;
      if (ofKind >= limits.perKind || total >= limits.total) return 'over';
      seen.add(key);
      byKind.set(kind, ofKind + 1);
      total += 1;
      return 'send';
    },
  };
}
