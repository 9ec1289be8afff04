import { daysUntilDue, dueDateOf, type OrderDetails, orderTimeline, planProgress } from '@loan/core';
import { LoanTimeline } from '@loan/ui';
import { brand } from '../app/brand';

// Where the loan stands (issue 24 item 6), in a chunk of its own: the route starts loading it with the
// page, beside the order's call, so the dates' formatting is not on the first load
// (docs/decisions/timeline-and-cost.md).

/** The order's timeline, the days to its due date today in the brand's zone and its instalments paid. */
export function OrderTimelineBlock({ order, overdueShown }: { order: OrderDetails; overdueShown: boolean }) {
  const timeline = orderTimeline(order, { timeZone: brand.market.timeZone });
  if (!timeline) return null;
  return (
    <LoanTimeline
      timeline={timeline}
      // Today and the due date, both in the brand's zone (the phone's where the brand names none).
      dueInDays={daysUntilDue(dueDateOf(order), Date.now(), { timeZone: brand.market.timeZone })}
      progress={planProgress(order)}
      overdueShown={overdueShown}
    />
  );
}
