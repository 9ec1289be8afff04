import * as v from 'valibot';
import { AGREEMENT_SCENE, ROLLOVER_FLAG } from '../constants';
import { call } from '../http/call';
import type { Http } from '../http/client';
import { apiPaths } from './paths';
import { agreement, loanConfirm, orderDetails, repaymentInfo, text } from './shapes';

export interface OrderRef {
  productId: string;
  orderId: string;
}

const none = v.unknown();

/** Loan confirm, repayment pages and order details: the new-style family (`success === true`). */
export function loanApi(http: Http) {
  return {
    /** /domestic/villages: repayment info of the by-period and rollover screens. */
    villages: (ref: OrderRef) =>
      call(http, { family: 'newStyle', method: 'post', path: apiPaths.villages, schema: repaymentInfo }, ref),
    playDetail: (ref: OrderRef) =>
      call(
        http,
        { family: 'newStyle', method: 'post', path: apiPaths.loanPlayDetail, schema: repaymentInfo },
        ref,
      ),
    /** generate-vcode: the pay URL of a channel; `rollover` adds isDelay=1 (spec 7). */
    generateVcode: (
      input: OrderRef & { amount: string | number; channelNumber: string | number; rollover?: boolean },
    ) => {
      const { rollover, ...rest } = input;
      return call(
        http,
        {
          family: 'newStyle',
          method: 'post',
          path: apiPaths.generateVcode,
          schema: v.object({ payUrl: text }),
        },
        rollover ? { ...rest, isDelay: ROLLOVER_FLAG } : rest,
        { loading: true },
      ).then((d) => d.payUrl);
    },
    confirmDetail: (productId: string) =>
      call(
        http,
        { family: 'newStyle', method: 'post', path: apiPaths.loanDetailConfirm, schema: loanConfirm },
        { productId },
      ),
    /** The agreements of a product (scene 3); the list sits in data.data (spec 7). */
    contracts: (productId: string) =>
      call(
        http,
        {
          family: 'newStyle',
          method: 'post',
          path: apiPaths.contract,
          schema: v.object({ data: v.array(agreement) }),
        },
        { productId, scene: AGREEMENT_SCENE },
      ).then((d) => d.data),
    contractJump: (input: { productId: string; position: number; orderId?: string }) =>
      call(
        http,
        {
          family: 'newStyle',
          method: 'post',
          path: apiPaths.contractJump,
          schema: v.object({ contract_url: text }),
        },
        { orderId: '', ...input, scene: AGREEMENT_SCENE },
      ).then((d) => d.contract_url),
    push: (input: {
      amount: string | number;
      periods: string | number;
      termUnit: string | number;
      productId: string;
    }) =>
      call(
        http,
        {
          family: 'newStyle',
          method: 'post',
          path: apiPaths.loanDetailPush,
          schema: v.object({ lendDetailsUrl: text }),
        },
        input,
        { loading: true },
      ).then((d) => d.lendDetailsUrl),
    details: (ref: OrderRef) =>
      call(
        http,
        { family: 'newStyle', method: 'post', path: apiPaths.loanDetails, schema: orderDetails },
        ref,
      ),
    googleScore: (score: number) =>
      call(http, { family: 'newStyle', method: 'post', path: apiPaths.googleScore, schema: none }, { score }),
  };
}
