import { knownAmount } from '../format/amount';

// What loan confirm shows as "you receive / you repay / total cost" (issue 17), in minor units, from
// the confirm answer's own figures only (docs/decisions/money-hero.md): nothing is estimated.

/** The figures of a loan to confirm, as digit strings of minor units; absent when not sourced. */
export interface LoanFigures {
  /** What reaches the borrower's account: the answer's receiveAmount. */
  receive?: string;
  /** What the borrower pays back: the sum of the repayment plan's amounts. */
  repay?: string;
  /** Repay minus receive: every interest and fee the loan costs. */
  cost?: string;
}

/** Minor units as a whole number, or undefined for anything else (a fraction of a minor unit too). */
function minor(value: unknown): bigint | undefined {
  const text = knownAmount(value);
  return text !== undefined && /^\d+$/.test(text) ? BigInt(text) : undefined;
}

/**
 * The figures of the confirm answer: receive as sent; repay as the sum of a plan whose every amount is
 * known (one unreadable period leaves it out); the cost only when both are known and repay covers receive.
 */
export function loanFigures(loan: {
  receiveAmount?: unknown;
  repay_plans: readonly { amount: unknown }[];
}): LoanFigures {
  const receive = minor(loan.receiveAmount);
  const amounts = loan.repay_plans.map((plan) => minor(plan.amount));
  const repay =
    amounts.length > 0 && amounts.every((a) => a !== undefined)
      ? amounts.reduce<bigint>((sum, a) => sum + (a as bigint), 0n)
      : undefined;
  const cost = receive !== undefined && repay !== undefined && repay >= receive ? repay - receive : undefined;
  return { receive: receive?.toString(), repay: repay?.toString(), cost: cost?.toString() };
}
