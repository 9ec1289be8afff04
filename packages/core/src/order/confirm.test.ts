import { describe, expect, it } from 'vitest';
import { loanFigures } from './confirm';

describe('loanFigures', () => {
  it('gives what the borrower receives, repays (the plan summed) and the cost between them', () => {
    const figures = loanFigures({
      receiveAmount: 485000,
      repay_plans: [{ amount: '300000' }, { amount: 222750 }],
    });
    expect(figures).toEqual({ receive: '485000', repay: '522750', cost: '37750' });
  });

  it('sums beyond the safe integer range exactly', () => {
    const figures = loanFigures({
      receiveAmount: '9007199254740993',
      repay_plans: [{ amount: '9007199254740995' }],
    });
    expect(figures.cost).toBe('2');
  });

  it('computes no cost without what the borrower receives', () => {
    expect(loanFigures({ repay_plans: [{ amount: 522750 }] })).toEqual({
      receive: undefined,
      repay: '522750',
      cost: undefined,
    });
  });

  it('leaves repay and cost out when a period has no readable amount, or there is no plan', () => {
    expect(
      loanFigures({ receiveAmount: 485000, repay_plans: [{ amount: 300000 }, { amount: '₱2,227.50' }] }),
    ).toEqual({
      receive: '485000',
      repay: undefined,
      cost: undefined,
    });
    expect(loanFigures({ receiveAmount: 485000, repay_plans: [] }).repay).toBeUndefined();
  });

  it('shows no negative cost: a plan below what is received is not a cost it can state', () => {
    expect(loanFigures({ receiveAmount: 500000, repay_plans: [{ amount: 400000 }] }).cost).toBeUndefined();
  });
});
