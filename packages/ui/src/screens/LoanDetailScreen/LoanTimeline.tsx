import type { OrderTimeline, TimelineStepKey } from '@loan/core';
import { useId } from 'react';
import { Timeline, type TimelineItem } from '../../components/Timeline';
import { useText } from '../../config';
import { Card } from '../../layout';
import * as styles from './LoanDetailScreen.css';

export interface LoanTimelineProps {
  /** Where the loan stands (core's `orderTimeline`). */
  timeline: OrderTimeline;
  /**
   * Calendar days to the due date (core's `daysUntilDue`), under the due step while it is current: 3
   * "Due in 3 days", 1 tomorrow, 0 today, -3 "3 days overdue". Default none.
   */
  dueInDays?: number;
  /** Instalments paid of the plan (core's `planProgress`), under the due step: "2 of 4 paid". Default none. */
  progress?: { paid: number; total: number };
  /** The status card already says how many days overdue: the due step does not say it again. Default `false`. */
  overdueShown?: boolean;
}

/**
 * Loan details' "Where your loan stands" (issue 24): the order's steps with their dates, the days to
 * or past the due date and the instalments paid; LoanDetailScreen's `timeline` slot.
 */
export function LoanTimeline({ timeline, dueInDays, progress, overdueShown = false }: LoanTimelineProps) {
  const t = useText();
  const titleId = useId();
  const labels: Record<TimelineStepKey, string> = {
    applied: t('loan.stepApplied'),
    approved: t('loan.stepApproved'),
    paidOut: t('loan.stepPaidOut'),
    due: t('loan.stepDue'),
    repaid: t('loan.stepRepaid'),
  };
  const due =
    dueInDays === undefined || (overdueShown && dueInDays < 0)
      ? undefined
      : dueInDays > 1
        ? { text: t('loan.dueInDays', { days: dueInDays }) }
        : dueInDays === 1
          ? { text: t('loan.dueTomorrow') }
          : dueInDays === 0
            ? { text: t('loan.dueToday') }
            : {
                text: dueInDays === -1 ? t('loan.dayOverdue') : t('loan.daysOverdue', { days: -dueInDays }),
                tone: 'critical' as const,
              };
  const items = timeline.steps.map(
    (step): TimelineItem => ({
      label:
        step.state === 'stopped' && step.key === 'approved' ? t('loan.stepNotApproved') : labels[step.key],
      state: step.state,
      time: step.date,
      // Past the due date: the current due step's marker in the danger colour, as the count under it.
      ...(step.key === 'due' && step.state === 'current' && dueInDays !== undefined && dueInDays < 0
        ? { tone: 'critical' as const }
        : {}),
      notes:
        step.key === 'due' && step.state === 'current'
          ? [
              ...(due ? [due] : []),
              ...(progress
                ? [{ text: t('loan.paidOf', { paid: progress.paid, total: progress.total }) }]
                : []),
            ]
          : [],
    }),
  );
  return (
    <Card component="section" aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {t('loan.timeline')}
      </h2>
      <Timeline
        items={items}
        current={timeline.current}
        aria-labelledby={titleId}
        doneText={t('loan.stepDone')}
        upcomingText={t('loan.stepUpcoming')}
      />
    </Card>
  );
}
