import * as v from 'valibot';

// Shapes shared by several calls, named as in spec section 3. Amounts and flags may arrive as
// numbers or numeric strings, so both are accepted and passed on as sent.
export const numeric = v.union([v.number(), v.string()]);
export const flag = v.optional(v.union([v.number(), v.string()]));
export const text = v.string();
export const optionalText = v.optional(v.nullable(v.string()));

export const detailRow = v.object({ text, value: v.union([v.string(), v.number()]) });
export const titleValue = v.object({ title: text, value: numeric });

export const agreement = v.object({ title: text, contract_url: optionalText });

/** A recommended product card. The spec hides the wire names; ours are documented in the README. */
export const recommendedProduct = v.object({
  id: numeric,
  logo: text,
  name: text,
  buttonText: text,
  limitRange: text,
  rangeDesc: optionalText,
  rate: optionalText,
  description: optionalText,
  tags: v.optional(v.array(v.string()), []),
  enabled: v.union([v.literal('0'), v.literal('1')]),
});

export const loanConfirm = v.object({
  comProductLogo: text,
  comProductName: text,
  amount: numeric,
  periods: numeric,
  termUnit: numeric,
  details: v.array(detailRow),
  repay_plans: v.array(v.object({ title: text, description: optionalText, amount: numeric, pay_time: text })),
  firstPayTime: optionalText,
  firstPeriodDay: flag,
  pRateDsc: optionalText,
  sendSms: flag,
  isPopType: flag,
  popTitle: optionalText,
  popContent: optionalText,
  popAgreementUrl: optionalText,
});

export const repaymentInfo = v.object({
  repayAmount: v.optional(numeric),
  repayDate: optionalText,
  productName: optionalText,
  productLogo: optionalText,
  detail: v.optional(v.array(detailRow), []),
  repayList: v.optional(v.array(v.object({ logo: optionalText, name: text, channel_number: numeric })), []),
  noticeMsg: optionalText,
  defDetail: v.optional(
    v.nullable(
      v.object({
        payCode: optionalText,
        logo: optionalText,
        title: optionalText,
        payNotice: v.optional(v.array(v.object({ name: text, list: v.array(v.string()) })), []),
      }),
    ),
  ),
  isShowReyTop: flag,
  delayInfo: v.optional(v.nullable(v.object({ title: optionalText, delayAmount: numeric }))),
  repayPlan: v.optional(
    v.array(v.object({ remark: optionalText, title: text, amount: numeric, time: text })),
    [],
  ),
});

export const orderDetails = v.object({
  orderStatus: numeric,
  noticeStatusText: optionalText,
  noticeDesText: optionalText,
  productName: optionalText,
  productLogo: optionalText,
  userOrderDetail: v.optional(v.object({ detail: v.optional(v.array(detailRow), []) }), { detail: [] }),
  recProducts: v.optional(v.array(recommendedProduct), []),
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

export const orderSummary = v.object({
  orderNo: text,
  productLogo: optionalText,
  productName: text,
  status: numeric,
  isShow: numeric,
  list: v.optional(v.array(titleValue), []),
});

export type DetailRow = v.InferOutput<typeof detailRow>;
export type Agreement = v.InferOutput<typeof agreement>;
export type RecommendedProduct = v.InferOutput<typeof recommendedProduct>;
export type LoanConfirm = v.InferOutput<typeof loanConfirm>;
export type RepaymentInfo = v.InferOutput<typeof repaymentInfo>;
export type OrderDetails = v.InferOutput<typeof orderDetails>;
export type OrderSummary = v.InferOutput<typeof orderSummary>;
