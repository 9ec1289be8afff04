import { costBreakdown, type LoanConfirm } from '@loan/core';
import { LoanCostBar } from '@loan/ui';

// What the loan costs at a glance (issue 24 item 6), in a chunk of its own: the container starts loading
// it with the page, beside the loan's call, so the bar is not on the first load
// (docs/decisions/timeline-and-cost.md).

/** The loan's total repaid as one bar of what is received, the fees and the interest. */
export function LoanCostBlock({ loan }: { loan: LoanConfirm }) {
  return <LoanCostBar cost={costBreakdown(loan)} />;
}
