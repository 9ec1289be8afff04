import { describe, expect, it } from 'vitest';
import { daysUntilDue, dueDateOf, orderTimeline, planProgress } from './timeline';

const states = (status: number, extra = {}) =>
  orderTimeline({ orderStatus: status, ...extra })?.steps.map((step) => `${step.key}:${step.state}`);

describe('orderTimeline', () => {
  it('puts each status of spec 4 at its step', () => {
    expect(states(21)).toEqual([
      'applied:current',
      'approved:upcoming',
      'paidOut:upcoming',
      'due:upcoming',
      'repaid:upcoming',
    ]);
    expect(states(110)?.slice(1, 3)).toEqual(['approved:current', 'paidOut:upcoming']);
    for (const status of [170, 174, 180]) {
      expect(states(status)?.slice(2)).toEqual(['paidOut:done', 'due:current', 'repaid:upcoming']);
    }
    expect(states(200)).toEqual(['applied:done', 'approved:done', 'paidOut:done', 'due:done', 'repaid:done']);
    expect(orderTimeline({ orderStatus: 200 })?.current).toBe(4);
    expect(orderTimeline({ orderStatus: '170' })?.current).toBe(3);
  });

  it('never marks as current a step the order has not reached: under review is not approved yet', () => {
    // 21 (under review): applied is where it stands; approval has not happened, whatever the answer says.
    const review = orderTimeline({ orderStatus: 21, applyTime: '2026-09-18', approveTime: '2026-09-19' });
    expect(review?.current).toBe(0);
    expect(review?.steps[1]).toEqual({ key: 'approved', state: 'upcoming' });
    // 110 (approved, the money on its way): approved is where it stands, paid out is not yet.
    const approved = orderTimeline({ orderStatus: 110, loanTime: '2026-09-20' });
    expect(approved?.current).toBe(1);
    expect(approved?.steps[2]).toEqual({ key: 'paidOut', state: 'upcoming' });
  });

  it('dates a step that has not happened only when it is a planned date (the due date)', () => {
    // Due today with a repaid time in the answer: the loan is not repaid, so the step carries no date.
    const today = orderTimeline({ orderStatus: 174, repayDate: '2026-12-17', repaidTime: '2026-12-19' });
    expect(today?.steps.map((step) => `${step.key}:${step.state}:${step.date ?? ''}`)).toEqual([
      'applied:done:',
      'approved:done:',
      'paidOut:done:',
      'due:current:2026-12-17',
      'repaid:upcoming:',
    ]);
    // The due date of an order not yet paid out is its plan: it shows.
    expect(orderTimeline({ orderStatus: 110, repayDate: '2026-12-20' })?.steps[3]?.date).toBe('2026-12-20');
  });

  it('keeps the dates running forward: a loan repaid before its due date shows no due step after which it was repaid', () => {
    // Repaid on the 19th, due on the 20th: "Due 20 Dec" above "Repaid 19 Dec" would run backwards and tick
    // a due date the borrower never reached; the step is left out, and repaid is where the loan stands.
    const early = orderTimeline({
      orderStatus: 200,
      repayDate: '2026-12-20',
      repaidTime: '2026-12-19 18:20:00',
    });
    expect(early?.steps.map((step) => `${step.key}:${step.state}:${step.date ?? ''}`)).toEqual([
      'applied:done:',
      'approved:done:',
      'paidOut:done:',
      'repaid:done:2026-12-19 18:20:00',
    ]);
    expect(early?.current).toBe(3);
    // Repaid on the due day or after it: the due step stays, the dates run forward.
    for (const repaidTime of ['2026-12-20 09:00:00', '2026-12-23 11:00:00']) {
      const late = orderTimeline({ orderStatus: 200, repayDate: '2026-12-20', repaidTime });
      expect(late?.steps.map((step) => step.key)).toEqual([
        'applied',
        'approved',
        'paidOut',
        'due',
        'repaid',
      ]);
      expect(late?.current).toBe(4);
    }
    // Days compared in the brand zone: 19 Dec 20:00 UTC is already the 20th in Manila, the due day.
    const zoned = { orderStatus: 200, repayDate: '2026-12-20', repaidTime: '2026-12-19T20:00:00Z' };
    expect(orderTimeline(zoned, { timeZone: 'Asia/Manila' })?.steps).toHaveLength(5);
    expect(orderTimeline(zoned, { timeZone: 'Europe/London' })?.steps).toHaveLength(4);
    // Without a repaid date there is nothing to compare: the due step stays.
    expect(orderTimeline({ orderStatus: 200, repayDate: '2026-12-20' })?.steps).toHaveLength(5);
  });

  it('shows a refused order where it stopped, and nothing after it', () => {
    const timeline = orderTimeline({ orderStatus: 151, applyTime: '2026-11-01', approveTime: '2026-11-02' });
    expect(timeline).toEqual({
      steps: [
        { key: 'applied', state: 'done', date: '2026-11-01' },
        { key: 'approved', state: 'stopped', date: '2026-11-02' },
      ],
      current: 1,
    });
  });

  it('gives no timeline for a status spec 4 does not list', () => {
    expect(orderTimeline({ orderStatus: 999 })).toBeUndefined();
    expect(orderTimeline({ orderStatus: '' })).toBeUndefined();
  });

  it('carries the dates the answer sent and leaves a step without one undated', () => {
    const timeline = orderTimeline({
      orderStatus: 170,
      applyTime: '2026-09-20 10:02:11',
      approveTime: ' ',
      loanTime: '1758412800',
      repayDate: '2026-12-20',
      repaidTime: null,
    });
    expect(timeline?.steps.map((step) => step.date)).toEqual([
      '2026-09-20 10:02:11',
      undefined,
      '1758412800',
      '2026-12-20',
      undefined,
    ]);
    expect('date' in (timeline?.steps[1] ?? {})).toBe(false);
  });
});

describe('planProgress and dueDateOf', () => {
  const plan = [
    { time: '2026-10-20', paid: 1 },
    { time: '2026-11-20', paid: 1 },
    { time: '2026-12-20', paid: 0 },
    { time: '2027-01-20' },
  ];

  it('counts the paid instalments of a plan with more than one', () => {
    expect(planProgress({ repayPlan: plan })).toEqual({ paid: 2, total: 4 });
    expect(planProgress({ repayPlan: [{ time: '2026-12-20', paid: 0 }] })).toBeUndefined();
    expect(planProgress({})).toBeUndefined();
  });

  it('takes the first unpaid instalment as the due date, else repayDate', () => {
    expect(dueDateOf({ repayPlan: plan, repayDate: '2027-01-20' })).toBe('2026-12-20');
    expect(dueDateOf({ repayDate: '2026-12-20' })).toBe('2026-12-20');
    expect(dueDateOf({ repayPlan: [{ time: '', paid: 0 }, { paid: 0 }], repayDate: '2026-12-21' })).toBe(
      '2026-12-21',
    );
    expect(dueDateOf({})).toBeUndefined();
  });
});

describe('daysUntilDue', () => {
  // 2026-12-17 22:30 in Manila is 14:30 UTC; in Kolkata it is 20:00 the same day.
  const now = new Date('2026-12-17T14:30:00Z');
  const manila = { timeZone: 'Asia/Manila' };

  it('counts calendar days in the brand zone: due in 3 days, tomorrow, today', () => {
    expect(daysUntilDue('2026-12-20', now, manila)).toBe(3);
    expect(daysUntilDue('2026-12-18', now, manila)).toBe(1);
    expect(daysUntilDue('2026-12-17', now, manila)).toBe(0);
  });

  it("counts the same with the market's date locale among the options (the dates a person reads)", () => {
    expect(daysUntilDue('2026-12-20', now, { ...manila, locale: 'en-PH' })).toBe(3);
    expect(daysUntilDue('2026-12-14', now, { timeZone: 'Asia/Kolkata', locale: 'en-IN' })).toBe(-3);
  });

  it('is negative when overdue', () => {
    expect(daysUntilDue('2026-12-16', now, manila)).toBe(-1);
    expect(daysUntilDue('2026-12-14', now, manila)).toBe(-3);
  });

  it('takes today in the brand zone, not the phone zone', () => {
    // 16:30 UTC: already 18 December in Manila (00:30), still the 17th in Kolkata (22:00).
    const late = new Date('2026-12-17T16:30:00Z');
    expect(daysUntilDue('2026-12-18', late, manila)).toBe(0);
    expect(daysUntilDue('2026-12-18', late, { timeZone: 'Asia/Kolkata' })).toBe(1);
  });

  it('reads a timestamp due date as an instant in the zone, and counts across a year end', () => {
    // 2026-12-31T16:00:00Z is 1 January 2027 00:00 in Manila.
    expect(daysUntilDue(Date.UTC(2026, 11, 31, 16) / 1000, now, manila)).toBe(15);
    expect(daysUntilDue('2027-01-01', now, manila)).toBe(15);
  });

  it('gives nothing for a missing or unreadable date', () => {
    expect(daysUntilDue(undefined, now, manila)).toBeUndefined();
    expect(daysUntilDue('', now, manila)).toBeUndefined();
    expect(daysUntilDue('next Friday', now, manila)).toBeUndefined();
  });
});
