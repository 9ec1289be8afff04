import { brandReportSink, report, setReportSink } from '@loan/core';
import { type Metric, onCLS, onINP, onLCP } from 'web-vitals';
import { brand } from './brand';

/** The build this page runs (apps/web/build/buildId.ts). */
export const buildId: string = import.meta.env.VITE_BUILD_ID ?? 'dev';

/**
 * Sets the brand's reporting hook (bridge burial point, and a beacon to the brand's endpoint), which
 * first sends what was reported before it, then reports the page's Core Web Vitals as this phone
 * measured them: each once, when final (LCP at the first input or when the page is hidden, INP and
 * CLS when it is hidden). Returns the function that unsets the sink (tests).
 */
export function startFieldReports(): () => void {
  const unset = setReportSink(brandReportSink(brand, { build: buildId }));
  const sent = new Set<string>();
  const vital = (metric: Metric) => {
    if (sent.has(metric.name)) return;
    sent.add(metric.name);
    report('vital', {
      name: metric.name,
      // Milliseconds for LCP and INP; CLS is a score with four decimals.
      value: metric.name === 'CLS' ? Math.round(metric.value * 10_000) / 10_000 : Math.round(metric.value),
      rating: metric.rating,
      navigation: metric.navigationType,
    });
  };
  onLCP(vital);
  onINP(vital);
  onCLS(vital);
  return unset;
}
