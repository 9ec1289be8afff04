import * as v from 'valibot';
import { ROLLOVER_FLAG } from '../constants';
import { type CallDef, call } from '../http/call';
import type { Http } from '../http/client';
import { str } from '../http/decode';

/** A channel's pay URL (spec 7, generate-vcode), on its own: a pay button needs it without the loan shapes. */
export const generateVcodeCall = {
  family: 'newStyle',
  method: 'post',
  path: '/v3/loan-details/generate-vcode',
  schema: /*#__PURE__*/ v.object({ payUrl: str }),
} as const satisfies CallDef;

/** What generate-vcode takes: the order, the amount as the server sent it, the channel; `rollover` adds isDelay=1. */
export interface GenerateVcodeInput {
  productId: string;
  orderId: string;
  amount: string | number;
  channelNumber: string | number;
  rollover?: boolean;
}

/** generate-vcode: the pay URL of a channel (spec 7). `loanApi(http).generateVcode` is the same call. */
export function generateVcode(http: Http, input: GenerateVcodeInput): Promise<string> {
  const { rollover, ...rest } = input;
  return call(http, generateVcodeCall, rollover ? { ...rest, isDelay: ROLLOVER_FLAG } : rest, {
    loading: true,
  }).then((d) => d.payUrl);
}
