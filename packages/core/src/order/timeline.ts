import { ORDER_STATUS } from '../constants';
import { type DateOptions, formatDate } from '../format/date';

// Where a loan stands (issue 24 item 6): the steps of an order from its status (spec 4) and the dates
// its answer carries; what each status means and where the dates come from is in
// docs/decisions/timeline-and-cost.md.

/** The steps of a loan, in order. */
export const timelineSteps = ['applied', 'approved', 'paidOut', 'due', 'repaid'] as const;
export type TimelineStepKey = (typeof timelineSteps)[number];

/** A step is behind the order, where it is now, ahead of it, or where it stopped (not approved). */
export type TimelineStepState = 'done' | 'current' | 'upcoming' | 'stopped';

export interface TimelineStep {
  key: TimelineStepKey;
  state: TimelineStepState;
  /** The step's date as the answer sent it (any form `formatDate` reads); absent when it sent none. */
  date?: string;
}

export interface OrderTimeline {
  steps: TimelineStep[];
  /** The index of the step the order is at (aria-current="step"). */
  current: number;
}

/** The dates of order details the timeline reads (ours: the spec's order details list none). */
export interface OrderDates {
  orderStatus: string | number;
  applyTime?: string | null;
  approveTime?: string | null;
  loanTime?: string | null;
  repayDate?: string | null;
  repaidTime?: string | null;
  repayPlan?: readonly { time?: string | null; paid?: number | null }[];
}

/**
 * The step each status of spec 4 is at: the last one the order has reached, never one still to come
 * (21 is under review, so applied, not approved; 110 is approved, the money not yet paid out); 151 stops
 * at approval; 200 has done every step.
 */
const AT: Readonly<Record<number, { at: number; stopped?: boolean; finished?: boolean }>> = {
  21: { at: 0 },
  110: { at: 1 },
  151: { at: 1, stopped: true },
  [ORDER_STATUS.repayment]: { at: 3 },
  [ORDER_STATUS.overdue[0]]: { at: 3 },
  [ORDER_STATUS.overdue[1]]: { at: 3 },
  [ORDER_STATUS.borrowAgain]: { at: 4, finished: true },
};

const text = (value: string | null | undefined) => value?.trim() || undefined;

/** The plan's instalments when it has more than one: how many are paid (`paid` 1) of how many. */
export function planProgress(
  order: Pick<OrderDates, 'repayPlan'>,
): { paid: number; total: number } | undefined {
  const plan = order.repayPlan ?? [];
  if (plan.length < 2) return undefined;
  return { paid: plan.filter((period) => period.paid === 1).length, total: plan.length };
}

/**
 * The due date: the first unpaid instalment's time where the plan has instalments and dates, else the
 * answer's repayDate. Absent when the answer carries neither.
 */
export function dueDateOf(order: Pick<OrderDates, 'repayDate' | 'repayPlan'>): string | undefined {
  const next = planProgress(order) ? order.repayPlan?.find((period) => period.paid !== 1) : undefined;
  return text(next?.time) ?? text(order.repayDate);
}

/**
 * The timeline of an order, or undefined for a status spec 4 does not list (we cannot tell where it
 * is, so no step is shown done). A stopped order (151, not approved) shows the steps up to where it stopped and no more.
 * A repaid order whose repaid day is before its due day shows no due step: "Due 20 Dec" ticked above
 * "Repaid 19 Dec" would run backwards, a due date the borrower never reached (days compared in
 * `options.timeZone`, the brand's market, else the device's).
 */
export function orderTimeline(
  order: OrderDates,
  options: Pick<DateOptions, 'timeZone'> = {},
): OrderTimeline | undefined {
  const place = AT[Number(String(order.orderStatus).trim())];
  if (!place) return undefined;
  const dates: Record<TimelineStepKey, string | undefined> = {
    applied: text(order.applyTime),
    approved: text(order.approveTime),
    paidOut: text(order.loanTime),
    due: dueDateOf(order),
    repaid: text(order.repaidTime),
  };
  const early = place.finished && repaidBeforeDue(dates.repaid, dates.due, options.timeZone);
  const keys = place.stopped
    ? timelineSteps.slice(0, place.at + 1)
    : early
      ? timelineSteps.filter((key) => key !== 'due')
      : timelineSteps;
  const steps = keys.map((key, index): TimelineStep => {
    const state: TimelineStepState =
      index < place.at || place.finished
        ? 'done'
        : index > place.at
          ? 'upcoming'
          : place.stopped
            ? 'stopped'
            : 'current';
    // A step still to come shows no date of an event (a repaid time on a loan due today would say it
    // was repaid); the due date is a plan, shown before it comes.
    const date = state === 'upcoming' && key !== 'due' ? undefined : dates[key];
    return date ? { key, state, date } : { key, state };
  });
  return { steps, current: Math.min(place.at, steps.length - 1) };
}

/** The repaid day is before the due day, both read as calendar days in the zone; false when either is unreadable. */
function repaidBeforeDue(repaid: string | undefined, due: string | undefined, timeZone?: string): boolean {
  if (!repaid || !due) return false;
  const repaidDay = dayNumber(formatDate(repaid, { timeZone }));
  const dueDay = dayNumber(formatDate(due, { timeZone }));
  return repaidDay !== undefined && dueDay !== undefined && repaidDay < dueDay;
}

const DAY_MS = 86_400_000;

/** A calendar day as a day count, from `formatDate`'s YYYY-MM-DD. */
function dayNumber(ymd: string): number | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(ymd);
  if (!match) return undefined;
  const date = new Date(Date.UTC(2000, Number(match[2]) - 1, Number(match[3])));
  date.setUTCFullYear(Number(match[1]));
  return Math.round(date.getTime() / DAY_MS);
}

/**
 * Calendar days from today to the due date, both taken in `options.timeZone` (the brand's market, else
 * the device's): 3 is due in 3 days, 1 tomorrow, 0 today, -2 two days overdue. Undefined for no date.
 */
export function daysUntilDue(
  due: unknown,
  now: Date | number,
  options: DateOptions = {},
): number | undefined {
  if (due === undefined || due === null || due === '') return undefined;
  // The zone only: a locale would write the day for a person, not as the YYYY-MM-DD counted here.
  const zone = { timeZone: options.timeZone };
  const dueDay = dayNumber(formatDate(due, zone));
  const today = dayNumber(formatDate(now instanceof Date ? now : new Date(now), zone));
  return dueDay === undefined || today === undefined ? undefined : dueDay - today;
}
