import { describe, expect, it } from 'vitest';
import { loanFigures } from './confirm';
import { annualRateOf, costBreakdown } from './cost';

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

describe('costBreakdown', () => {
  const plan = [{ amount: 522750 }];

  it('splits the total repaid into what is received, the fees and the interest', () => {
    expect(
      costBreakdown({
        amount: 500000,
        receiveAmount: 485000,
        fees: [{ amount: 10000 }, { amount: '5000' }],
        repay_plans: plan,
      }),
    ).toEqual({
      total: '522750',
      parts: [
        { key: 'received', amount: '485000' },
        { key: 'fees', amount: '15000' },
        { key: 'interest', amount: '22750' },
      ],
    });
  });

  it('without a fee list, the rest of the total is interest and fees together', () => {
    expect(costBreakdown({ amount: 500000, receiveAmount: 485000, repay_plans: plan }).parts).toEqual([
      { key: 'received', amount: '485000' },
      { key: 'charges', amount: '37750' },
    ]);
  });

  it('without receiveAmount, the loan amount and the rest (fees may be inside the amount)', () => {
    expect(costBreakdown({ amount: '500000', fees: [{ amount: 15000 }], repay_plans: plan }).parts).toEqual([
      { key: 'principal', amount: '500000' },
      { key: 'charges', amount: '22750' },
    ]);
  });

  it('shows the parts it has and no total when the plan cannot be summed', () => {
    expect(
      costBreakdown({ amount: 500000, receiveAmount: 485000, fees: [{ amount: 15000 }], repay_plans: [] }),
    ).toEqual({
      total: undefined,
      parts: [
        { key: 'received', amount: '485000' },
        { key: 'fees', amount: '15000' },
      ],
    });
    expect(costBreakdown({ amount: '', repay_plans: [] })).toEqual({ total: undefined, parts: [] });
  });

  it('never shows a negative or zero part, and drops an unreadable fee list', () => {
    expect(
      costBreakdown({ amount: 500000, receiveAmount: 485000, fees: [{ amount: 40000 }], repay_plans: plan })
        .parts,
    ).toEqual([
      { key: 'received', amount: '485000' },
      { key: 'fees', amount: '40000' },
    ]);
    expect(
      costBreakdown({ amount: 500000, receiveAmount: 485000, fees: [{ amount: '₱150' }], repay_plans: plan })
        .parts,
    ).toEqual([
      { key: 'received', amount: '485000' },
      { key: 'charges', amount: '37750' },
    ]);
    expect(costBreakdown({ amount: 522750, repay_plans: plan }).parts).toEqual([
      { key: 'principal', amount: '522750' },
    ]);
  });
});

describe('annualRateOf', () => {
  const loan = { amount: 200000, receiveAmount: 190000, termUnit: 120, repay_plans: [{ amount: 212000 }] };

  it('states the lender rate when it gives one', () => {
    expect(annualRateOf({ ...loan, annualRate: ' 18.25 ' })).toEqual({ rate: '18.25', source: 'lender' });
  });

  it('computes it for one payment: cost over what is received, for a year of the term', () => {
    // 22000 / 190000 x 365 / 120 = 35.219...%
    expect(annualRateOf(loan)).toEqual({ rate: '35.22', source: 'computed' });
    expect(annualRateOf({ ...loan, receiveAmount: undefined, annualRate: 'n/a' })).toEqual({
      // 12000 / 200000 x 365 / 120 = 18.25%
      rate: '18.25',
      source: 'computed',
    });
  });

  it('states none for several instalments, a term it cannot read, or a plan below the money received', () => {
    expect(annualRateOf({ ...loan, repay_plans: [{ amount: 106000 }, { amount: 106000 }] })).toBeUndefined();
    expect(annualRateOf({ ...loan, termUnit: '' })).toBeUndefined();
    expect(annualRateOf({ ...loan, termUnit: 0 })).toBeUndefined();
    expect(annualRateOf({ ...loan, repay_plans: [{ amount: 100000 }] })).toBeUndefined();
    expect(annualRateOf({ ...loan, receiveAmount: 0, amount: 0 })).toBeUndefined();
  });
});
