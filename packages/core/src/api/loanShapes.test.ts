import { describe, expect, it } from 'vitest';
import { decode } from '../http/decode';
import { loanConfirm, orderDetails } from './loanShapes';

describe('orderDetails: the amount due and days overdue (ours, docs/decisions/money-hero.md)', () => {
  it('reads the amount due in minor units and the days overdue, numbers or numeric strings', () => {
    const out = decode(orderDetails, { orderStatus: 180, repayAmount: '538430', overdueDays: '3' });
    expect(out.success && [out.output.repayAmount, out.output.overdueDays]).toEqual(['538430', 3]);
  });

  it('leaves both out when the answer has none, without failing the order', () => {
    const out = decode(orderDetails, { orderStatus: 170 });
    expect(out.success && [out.output.repayAmount, out.output.overdueDays]).toEqual([undefined, undefined]);
  });

  it('reads unreadable values as absent and reports them, the order still shown', () => {
    const out = decode(orderDetails, { orderStatus: 180, repayAmount: { x: 1 }, overdueDays: 'soon' });
    expect(out.success && [out.output.repayAmount, out.output.overdueDays]).toEqual([undefined, undefined]);
    expect(out.absorbed.map((i) => i.kind)).toEqual(['defaulted', 'defaulted']);
  });
});

describe('loanConfirm: what the borrower receives, the APR and the fees (ours)', () => {
  const base = { amount: 500000, periods: 1, termUnit: 91 };

  it('reads them when the answer gives them', () => {
    const out = decode(loanConfirm, {
      ...base,
      receiveAmount: 485000,
      annualRate: 18.25,
      fees: [{ name: 'Service fee', amount: '15000' }],
    });
    expect(out.success && [out.output.receiveAmount, out.output.annualRate, out.output.fees]).toEqual([
      485000,
      '18.25',
      [{ name: 'Service fee', amount: '15000' }],
    ]);
  });

  it('confirms the loan without them: none absent is invented', () => {
    const out = decode(loanConfirm, base);
    expect(out.success && [out.output.receiveAmount, out.output.annualRate, out.output.fees]).toEqual([
      undefined,
      undefined,
      [],
    ]);
  });
});
