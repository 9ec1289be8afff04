import { knownAmount } from '../format/amount';
import { loanFigures } from './confirm';

// What loan confirm's cost bar and the sentence beside Next state (issue 24 item 6), from the confirm
// answer's figures only (docs/decisions/timeline-and-cost.md). A module of its own: the app brings it
// with the bar, after the page, while loanFigures is on the first load.

/** Minor units as a whole number, or undefined for anything else (a fraction of a minor unit too). */
function minor(value: unknown): bigint | undefined {
  const text = knownAmount(value);
  return text !== undefined && /^\d+$/.test(text) ? BigInt(text) : undefined;
}

/** The parts of what the borrower repays (docs/decisions/timeline-and-cost.md). */
export type CostPartKey = 'received' | 'principal' | 'fees' | 'interest' | 'charges';

export interface CostBreakdown {
  /** What the borrower repays in all (the plan summed); absent when the plan cannot be summed. */
  total?: string;
  /**
   * The parts, each in minor units and above 0: what reaches the borrower (`received`), the fees and the
   * interest; without receiveAmount the loan amount (`principal`) and the rest of the total (`charges`,
   * interest and fees together: whether the fees came out of the loan amount is not known).
   */
  parts: { key: CostPartKey; amount: string }[];
}

/** The fees summed when the answer lists any and every one is readable. */
function feesSum(fees: readonly { amount: unknown }[] | undefined): bigint | undefined {
  if (!fees?.length) return undefined;
  const amounts = fees.map((fee) => minor(fee.amount));
  return amounts.every((a) => a !== undefined)
    ? amounts.reduce<bigint>((sum, a) => sum + (a as bigint), 0n)
    : undefined;
}

/**
 * What the total repaid is made of, from the answer's figures only: receiveAmount, fees (summed), and
 * the rest of the plan's total as interest; or, without receiveAmount, the loan amount and the rest.
 * A part that cannot be known is left out, never estimated.
 */
export function costBreakdown(loan: {
  amount: unknown;
  receiveAmount?: unknown;
  fees?: readonly { amount: unknown }[];
  repay_plans: readonly { amount: unknown }[];
}): CostBreakdown {
  const { repay } = loanFigures(loan);
  const total = repay === undefined ? undefined : BigInt(repay);
  const receive = minor(loan.receiveAmount);
  const parts: { key: CostPartKey; amount: bigint | undefined }[] = [];
  if (receive !== undefined) {
    const fees = feesSum(loan.fees);
    const rest = total === undefined ? undefined : total - receive - (fees ?? 0n);
    parts.push({ key: 'received', amount: receive }, { key: 'fees', amount: fees });
    parts.push({ key: fees === undefined ? 'charges' : 'interest', amount: rest });
  } else {
    const principal = minor(loan.amount);
    parts.push(
      { key: 'principal', amount: principal },
      {
        key: 'charges',
        amount: total !== undefined && principal !== undefined ? total - principal : undefined,
      },
    );
  }
  return {
    total: total?.toString(),
    parts: parts.flatMap((part) =>
      part.amount !== undefined && part.amount > 0n
        ? [{ key: part.key, amount: part.amount.toString() }]
        : [],
    ),
  };
}

/** The annual percentage rate to state, in percent, and whether the lender stated it or we computed it. */
export interface AnnualRate {
  rate: string;
  source: 'lender' | 'computed';
}

/**
 * The APR: the lender's annualRate when it states one; else, for a loan repaid in one payment, the cost
 * over what the borrower receives (receiveAmount, else the loan amount) for a year of the term's days
 * (termUnit): (repay - receive) / receive x 365 / days, in percent to 2 decimals. A plan of several
 * instalments needs their dates for a true APR (an internal rate of return); we state none then.
 */
export function annualRateOf(loan: {
  amount: unknown;
  receiveAmount?: unknown;
  annualRate?: string | null;
  termUnit: unknown;
  repay_plans: readonly { amount: unknown }[];
}): AnnualRate | undefined {
  const stated = loan.annualRate?.trim();
  if (stated && Number.isFinite(Number(stated)) && Number(stated) >= 0)
    return { rate: stated, source: 'lender' };
  if (loan.repay_plans.length !== 1) return undefined;
  const days = Number(String(loan.termUnit ?? '').trim());
  const base = minor(loan.receiveAmount) ?? minor(loan.amount);
  const { repay } = loanFigures(loan);
  if (!Number.isInteger(days) || days <= 0 || !base || repay === undefined || BigInt(repay) < base) {
    return undefined;
  }
  const rate = (Number(BigInt(repay) - base) / Number(base)) * (365 / days) * 100;
  return { rate: rate.toFixed(2), source: 'computed' };
}
