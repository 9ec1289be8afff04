import * as v from 'valibot';
import { flag01, int, list, num, soft, str } from '../http/decode';

// Shapes shared by several calls, named as in spec section 3, decoded tolerantly (http/decode.ts):
// a bare `str` or `num` entry is a primary fact of its object, a `soft` entry is secondary, a
// `list` is never primary. Which fields are primary per call is tabled in core's README.

/** Secondary text: absent, null or unreadable gives undefined. */
export const optionalText = /*#__PURE__*/ soft(str, undefined);
/** Secondary text shown as is: absent, null or unreadable gives ''. */
export const softText = /*#__PURE__*/ soft(str, '');
/** A secondary amount, id or status. */
export const optionalNumeric = /*#__PURE__*/ soft(num, undefined);
/** A secondary flag or count, normalised to a number (`=== 1` holds for 1, "1" and true). */
export const flag = /*#__PURE__*/ soft(int, undefined);
/** A payload nobody reads (a mutation's answer). */
export const none = /*#__PURE__*/ v.unknown();

export const detailRow = /*#__PURE__*/ v.object({ text: str, value: num });
export const titleValue = /*#__PURE__*/ v.object({ title: str, value: num });

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
});

export const orderSummary = /*#__PURE__*/ v.object({
  orderNo: str,
  productLogo: optionalText,
  productName: softText,
  status: /*#__PURE__*/ soft(num, ''),
  // Unreadable: collection is not allowed (spec: isShow 1 allows it).
  isShow: /*#__PURE__*/ soft(num, 0),
  list: /*#__PURE__*/ list(titleValue),
});

export type DetailRow = v.InferOutput<typeof detailRow>;
export type Agreement = v.InferOutput<typeof agreement>;
export type RecommendedProduct = v.InferOutput<typeof recommendedProduct>;
export type LoanConfirm = v.InferOutput<typeof loanConfirm>;
export type RepaymentInfo = v.InferOutput<typeof repaymentInfo>;
export type OrderDetails = v.InferOutput<typeof orderDetails>;
export type OrderSummary = v.InferOutput<typeof orderSummary>;
