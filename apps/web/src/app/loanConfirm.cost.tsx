import { type CostBreakdown, costBreakdown, type LoanConfirm } from '@loan/core';
import { LoanCostBar } from '@loan/ui';

// What the loan costs at a glance (issue 24 item 6), the bar and the APR, in a chunk of its own: the
// container starts loading it with the page, beside the loan's call, so neither is on the first load
// (docs/decisions/timeline-and-cost.md).

/** The APR the sentence beside Next states where the market asks for it (India). */
export { annualRateOf } from '@loan/core';

/** The loan's total repaid as one bar of what is received, the fees and the interest. */
export function LoanCostBlock({ loan }: { loan: LoanConfirm }) {
  return <LoanCostBar cost={costBreakdown(loan)} />;
}

/**
 * The amounts the bar states (its parts and its total; none when it shows nothing): the screen does not
 * repeat a detail row of the same amount under it (issue 24 review).
 */
export function costFigures(loan: LoanConfirm): string[] {
  const cost: CostBreakdown = costBreakdown(loan);
  if (cost.parts.length === 0) return [];
  return [...cost.parts.map((part) => part.amount), ...(cost.total === undefined ? [] : [cost.total])];
}
