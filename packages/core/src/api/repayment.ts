import * as v from 'valibot';
import { call } from '../http/call';
import type { Http } from '../http/client';
import { apiPaths } from './paths';
import { numeric, text } from './shapes';

export const bankCard = v.object({
  id: numeric,
  bankName: text,
  cardNo: text,
  bankCode: v.optional(v.string(), ''),
});
export const repaymentWay = v.object({
  alipay: v.optional(v.nullable(v.union([v.string(), v.number(), v.boolean()]))),
  repayToken: text,
  bankCards: v.optional(v.array(bankCard), []),
});
export const repaymentCommit = v.object({ needValid: numeric, repayRecordId: v.optional(numeric, '') });
export type BankCard = v.InferOutput<typeof bankCard>;
export type RepaymentWay = v.InferOutput<typeof repaymentWay>;
export type RepaymentCommit = v.InferOutput<typeof repaymentCommit>;

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
    way: (orderId: string) =>
      call(
        http,
        { family: 'loan', method: 'post', path: apiPaths.repaymentWay, schema: repaymentWay },
        {},
        { query: { orderId } },
      ),
    commit: (input: RepaymentCommitInput) =>
      call(
        http,
        { family: 'loan', method: 'post', path: apiPaths.repaymentCommit, schema: repaymentCommit },
        { couponId: '', ...input },
        { loading: true },
      ),
    confirm: (input: { orderId: string; verifyCode: string; repaymentRecordId: string | number }) =>
      call(
        http,
        { family: 'loan', method: 'post', path: apiPaths.repaymentConfirm, schema: v.unknown() },
        input,
        {
          loading: true,
        },
      ),
    /** The alipay-style redirect: resolves to the url the browser follows (through navigation). */
    huichao: (input: { userId: string; orderId: string; amount: string | number }) =>
      call(
        http,
        { family: 'loan', method: 'post', path: apiPaths.repaymentHuichao, schema: v.object({ url: text }) },
        input,
        { loading: true },
      ).then((d) => d.url),
  };
}
