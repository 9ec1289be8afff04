import * as v from 'valibot';
import { flag01, list, num, soft, str } from '../http/decode';
import { flag, optionalNumeric, optionalText, softText } from './shapes';

// The shapes of the loan and goya calls (spec section 3), shared by the two confirm variants.

export const detailRow = /*#__PURE__*/ v.object({ text: str, value: num });

export const agreement = /*#__PURE__*/ v.object({ title: str, contract_url: optionalText });

/** A recommended product card. The spec hides the wire names; ours are documented in the README. */
export const recommendedProduct = /*#__PURE__*/ v.object({
  id: num,
  logo: softText,
  name: str,
  buttonText: softText,
  limitRange: softText,
  rangeDesc: optionalText,
  rate: optionalText,
  description: optionalText,
  tags: /*#__PURE__*/ list(str),
  // Absent or unreadable: the card works, as the spec's default.
  enabled: /*#__PURE__*/ soft(flag01, '1'),
});

/** The entries of loan confirm, shared with the alternate variant (plain object: no schema spread). */
export const loanConfirmEntries = {
  comProductLogo: softText,
  comProductName: softText,
  // Primary: the push sends them back (spec 7).
  amount: num,
  periods: num,
  termUnit: num,
  details: /*#__PURE__*/ list(detailRow),
  repay_plans: /*#__PURE__*/ list(
    /*#__PURE__*/ v.object({ title: str, description: optionalText, amount: num, pay_time: softText }),
  ),
  firstPayTime: optionalText,
  firstPeriodDay: flag,
  pRateDsc: optionalText,
  sendSms: flag,
  isPopType: flag,
  popTitle: optionalText,
  popContent: optionalText,
  popAgreementUrl: optionalText,
  // Ours (the spec lists none; docs/decisions/money-hero.md): what the borrower receives in minor units,
  // the annual percentage rate as the lender states it ('18.25', percent) and each fee by name, for
  // "you receive / total cost" and the key fact statement. Secondary: without them nothing is computed.
  receiveAmount: optionalNumeric,
  annualRate: optionalText,
  fees: /*#__PURE__*/ list(/*#__PURE__*/ v.object({ name: str, amount: num })),
};

export const loanConfirm = /*#__PURE__*/ v.object(loanConfirmEntries);

export const repaymentInfo = /*#__PURE__*/ v.object({
  repayAmount: optionalNumeric,
  repayDate: optionalText,
  productName: optionalText,
  productLogo: optionalText,
  detail: /*#__PURE__*/ list(detailRow),
  repayList: /*#__PURE__*/ list(
    /*#__PURE__*/ v.object({ logo: optionalText, name: str, channel_number: num }),
  ),
  noticeMsg: optionalText,
  defDetail: /*#__PURE__*/ soft(
    v.object({
      payCode: optionalText,
      logo: optionalText,
      title: optionalText,
      payNotice: list(v.object({ name: str, list: list(str) })),
    }),
    undefined,
  ),
  isShowReyTop: flag,
  delayInfo: /*#__PURE__*/ soft(v.object({ title: optionalText, delayAmount: num }), undefined),
  repayPlan: /*#__PURE__*/ list(
    /*#__PURE__*/ v.object({ remark: optionalText, title: str, amount: num, time: softText }),
  ),
});

export const orderDetails = /*#__PURE__*/ v.object({
  // Primary: the status decides the whole page (spec 4).
  orderStatus: num,
  noticeStatusText: optionalText,
  noticeDesText: optionalText,
  productName: optionalText,
  productLogo: optionalText,
  userOrderDetail: /*#__PURE__*/ soft(v.object({ detail: list(detailRow) }), { detail: [] }),
  recProducts: /*#__PURE__*/ list(recommendedProduct),
  inside: flag,
  h5Url: optionalText,
  isDelay: flag,
  telephone: optionalText,
  isScore: flag,
  playeduL: optionalText,
  reyMsg: optionalText,
  KindTipsMsg: optionalText,
  cardNeedPop: flag,
  cardPopTitle: optionalText,
  cardPopMsg: optionalText,
  // Ours (the spec lists neither; docs/decisions/money-hero.md): the amount due in minor units and the
  // days overdue, the hero of a repaying or overdue order. Secondary: without them the page shows none.
  repayAmount: optionalNumeric,
  overdueDays: flag,
  // Ours (the spec's order details carry no dates; docs/decisions/timeline-and-cost.md): the dates of the
  // loan's steps, as repayment info writes its repayDate (YYYY-MM-DD or a timestamp), and the plan's
  // instalments with a paid flag. Secondary: a step without its date shows without one.
  applyTime: optionalText,
  approveTime: optionalText,
  loanTime: optionalText,
  repayDate: optionalText,
  repaidTime: optionalText,
  repayPlan: /*#__PURE__*/ soft(
    list(v.object({ title: optionalText, amount: optionalNumeric, time: optionalText, paid: flag })),
    undefined,
  ),
});

export type DetailRow = v.InferOutput<typeof detailRow>;
export type Agreement = v.InferOutput<typeof agreement>;
export type RecommendedProduct = v.InferOutput<typeof recommendedProduct>;
export type LoanConfirm = v.InferOutput<typeof loanConfirm>;
export type RepaymentInfo = v.InferOutput<typeof repaymentInfo>;
export type OrderDetails = v.InferOutput<typeof orderDetails>;
