import type { EnglishOf } from './types';

// The words of what loan details and loan confirm bring after the page (issue 24 item 6,
// docs/decisions/timeline-and-cost.md): the timeline's and the cost bar's. They load with those parts'
// chunks, not with the route (apps/web/src/app/areas.ts, laterAreas), so the first load does not carry
// them (docs/decisions/field-cost.md). All ours (the spec quotes none); keys stay 'loan.*'.
export const spec = {
  // ours (issue 24 item 6, docs/decisions/timeline-and-cost.md): where the loan stands on loan details.
  'loan.timeline': 'Where your loan stands',
  'loan.stepApplied': 'Applied',
  'loan.stepApproved': 'Approved',
  'loan.stepNotApproved': 'Not approved',
  'loan.stepPaidOut': 'Paid out',
  'loan.stepDue': 'Due',
  'loan.stepRepaid': 'Repaid',
  'loan.stepDone': 'Done',
  'loan.stepUpcoming': 'Not yet',
  'loan.dueInDays': 'Due in {days} days',
  'loan.dueTomorrow': 'Due tomorrow',
  'loan.dueToday': 'Due today',
  'loan.paidOf': '{paid} of {total} paid',
  // ours: what the loan costs at a glance on loan confirm.
  'loan.costParts': 'What the loan costs',
  'loan.fees': 'Fees',
  'loan.interest': 'Interest',
  'loan.interestAndFees': 'Interest and fees',
} as const;

// English already: the spec quotes none of this area's words, so English is the spec's catalogue.
export const en: EnglishOf<typeof spec> = spec;
