import * as v from 'valibot';
import { type CallDef, call } from '../http/call';
import type { Http } from '../http/client';
import { list, num, soft, str } from '../http/decode';
import { none, softText } from './shapes';

// Path constants of spec 7 under the brand's base URL (a brand may store them obfuscated; `decodePath`).
const loan = '/api/v1/youmi/youmi-api/service/loan';
const repaymentWayPath = `${loan}/repayment-way`;
const repaymentCommitPath = `${loan}/repayment-commit`;
const repaymentConfirmPath = `${loan}/repayment-confirm`;
const repaymentHuichaoPath = `${loan}/repayment-huichao`;

/** A bank card; id and cardNo are its primary facts (else it is dropped). */
export const bankCard = /*#__PURE__*/ v.object({
  id: num,
  bankName: softText,
  cardNo: str,
  bankCode: softText,
});
export const repaymentWay = /*#__PURE__*/ v.object({
  alipay: /*#__PURE__*/ soft(v.union([v.string(), v.number(), v.boolean()]), undefined),
  // Primary: every commit sends it back (spec 7).
  repayToken: str,
  bankCards: /*#__PURE__*/ list(bankCard),
});
/** needValid is primary: it decides whether the SMS step shows. */
export const repaymentCommit = /*#__PURE__*/ v.object({
  needValid: num,
  repayRecordId: /*#__PURE__*/ soft(num, ''),
});
export type BankCard = v.InferOutput<typeof bankCard>;
export type RepaymentWay = v.InferOutput<typeof repaymentWay>;
export type RepaymentCommit = v.InferOutput<typeof repaymentCommit>;

/** Every repayment call is a POST of the loan family (`code === '00'`). */
const loanPost = { family: 'loan', method: 'post' } as const;

/** The repayment calls of spec 7 (the loan family). */
export const repaymentCalls = {
  repaymentWay: { ...loanPost, path: repaymentWayPath, schema: repaymentWay },
  repaymentCommit: {
    ...loanPost,
    path: repaymentCommitPath,
    schema: repaymentCommit,
  },
  repaymentConfirm: { ...loanPost, path: repaymentConfirmPath, schema: none },
  repaymentHuichao: {
    ...loanPost,
    path: repaymentHuichaoPath,
    schema: /*#__PURE__*/ v.object({ url: str }),
  },
} as const satisfies Record<string, CallDef>;

export interface RepaymentCommitInput {
  amount: string | number;
  bankName: string;
  cardId: string | number;
  cardNo: string;
  couponId?: string;
  orderId: string;
  repayToken: string;
  bankCode: string;
  /** 0 on Pay, 1 on Resend (spec 4). */
  sendMsg: 0 | 1;
}

export function repaymentApi(http: Http) {
  return {
    /** repayment-way: the cards, repayToken and alipay flag; orderId rides in the query string (spec 7). */
    way: (orderId: string) => call(http, repaymentCalls.repaymentWay, {}, { query: { orderId } }),
    commit: (input: RepaymentCommitInput) =>
      call(http, repaymentCalls.repaymentCommit, { couponId: '', ...input }, { loading: true }),
    confirm: (input: { orderId: string; verifyCode: string; repaymentRecordId: string | number }) =>
      call(http, repaymentCalls.repaymentConfirm, input, { loading: true }),
    /** The alipay-style redirect: resolves to the url the browser follows (through navigation). */
    huichao: (input: { userId: string; orderId: string; amount: string | number }) =>
      call(http, repaymentCalls.repaymentHuichao, input, { loading: true }).then((d) => d.url),
  };
}
