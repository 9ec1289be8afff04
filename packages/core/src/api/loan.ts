import * as v from 'valibot';
import { AGREEMENT_SCENE } from '../constants';
import { type CallDef, call } from '../http/call';
import type { Http } from '../http/client';
import { list, str } from '../http/decode';
import { type GenerateVcodeInput, generateVcode, generateVcodeCall } from './generateVcode';
import { agreement, loanConfirm, orderDetails, repaymentInfo } from './loanShapes';
import { none } from './shapes';

// Path constants of spec 7 under the brand's base URL (a brand may store them obfuscated; `decodePath`).
const villagesPath = '/domestic/villages';
const loanPlayDetailPath = '/v3/installment/loan-play-detail';
const loanDetailConfirmPath = '/v3/loan-confirm/loan-detail-confirm';
const contractPath = '/v3/contract/contract';
const contractJumpPath = '/v3/contract/contract-jump';
const loanDetailPushPath = '/v3/loan-confirm/loan-detail-push';
const loanDetailsPath = '/v3/loan-details/loan-details';
const googleScorePath = '/v3/loan-details/google-score';

export interface OrderRef {
  productId: string;
  orderId: string;
}

/** Every loan call is a POST of the new-style family (`success === true`). */
const newStyle = { family: 'newStyle', method: 'post' } as const;

/** Loan confirm, repayment pages and order details of spec 7: the new-style family (`success === true`). */
export const loanCalls = {
  villages: { ...newStyle, path: villagesPath, schema: repaymentInfo },
  loanPlayDetail: {
    ...newStyle,
    path: loanPlayDetailPath,
    schema: repaymentInfo,
  },
  generateVcode: generateVcodeCall,
  loanDetailConfirm: {
    ...newStyle,
    path: loanDetailConfirmPath,
    schema: loanConfirm,
  },
  /** The agreements of a product (scene 3); the list sits in data.data (spec 7). */
  contract: {
    ...newStyle,
    path: contractPath,
    // Primary for its call: unreadable agreements must not read as none (Next would skip them).
    schema: /*#__PURE__*/ v.object({ data: list(agreement, 'primary') }),
  },
  contractJump: {
    ...newStyle,
    path: contractJumpPath,
    schema: /*#__PURE__*/ v.object({ contract_url: str }),
  },
  loanDetailPush: {
    ...newStyle,
    path: loanDetailPushPath,
    schema: /*#__PURE__*/ v.object({ lendDetailsUrl: str }),
  },
  loanDetails: { ...newStyle, path: loanDetailsPath, schema: orderDetails },
  googleScore: { ...newStyle, path: googleScorePath, schema: none },
} as const satisfies Record<string, CallDef>;

export function loanApi(http: Http) {
  return {
    /** /domestic/villages: repayment info of the by-period and rollover screens. */
    villages: (ref: OrderRef) => call(http, loanCalls.villages, ref),
    playDetail: (ref: OrderRef) => call(http, loanCalls.loanPlayDetail, ref),
    /** generate-vcode: the pay URL of a channel; `rollover` adds isDelay=1 (spec 7). */
    generateVcode: (input: GenerateVcodeInput) => generateVcode(http, input),
    confirmDetail: (productId: string) => call(http, loanCalls.loanDetailConfirm, { productId }),
    contracts: (productId: string) =>
      call(http, loanCalls.contract, { productId, scene: AGREEMENT_SCENE }).then((d) => d.data),
    contractJump: (input: { productId: string; position: number; orderId?: string }) =>
      call(http, loanCalls.contractJump, { orderId: '', ...input, scene: AGREEMENT_SCENE }).then(
        (d) => d.contract_url,
      ),
    push: (input: {
      amount: string | number;
      periods: string | number;
      termUnit: string | number;
      productId: string;
    }) => call(http, loanCalls.loanDetailPush, input, { loading: true }).then((d) => d.lendDetailsUrl),
    details: (ref: OrderRef) => call(http, loanCalls.loanDetails, ref),
    googleScore: (score: number) => call(http, loanCalls.googleScore, { score }),
  };
}
