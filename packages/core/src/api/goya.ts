import * as v from 'valibot';
import { AGREEMENT_SCENE } from '../constants';
import { type CallDef, call } from '../http/call';
import type { Http } from '../http/client';
import { list, str } from '../http/decode';
import { agreement, loanConfirmEntries, recommendedProduct } from './loanShapes';
import { apiPaths } from './paths';
import { none, optionalText } from './shapes';

/** The alternate confirm: loan confirm data plus the server's button label and promo popup (spec 2). */
export const goyaLoanDetail = /*#__PURE__*/ v.object({
  ...loanConfirmEntries,
  // Absent: the screen's own label.
  buttonText: optionalText,
  promoMessage: optionalText,
  promoButtonText: optionalText,
});
export type GoyaLoanDetail = v.InferOutput<typeof goyaLoanDetail>;

const goya = { family: 'goya', client: 'form', method: 'post' } as const;

/** The alternate variant of spec 7: form-encoded bodies, code '00', payload in `attach`. */
export const goyaCalls = {
  goyaLoanDetail: { ...goya, path: apiPaths.goyaLoanDetail, schema: goyaLoanDetail },
  goyaAgreements: { ...goya, path: apiPaths.goyaAgreements, schema: /*#__PURE__*/ list(agreement) },
  goyaAgreementJump: {
    ...goya,
    path: apiPaths.goyaAgreementJump,
    schema: /*#__PURE__*/ v.object({ contract_url: str }),
  },
  goyaPush: { ...goya, path: apiPaths.goyaPush, schema: /*#__PURE__*/ v.object({ lendDetailsUrl: str }) },
  goyaRecommend: { ...goya, path: apiPaths.goyaRecommend, schema: /*#__PURE__*/ list(recommendedProduct) },
  /** A tap on a recommended product: the server may answer with the product's page. */
  goyaProductClick: {
    ...goya,
    path: apiPaths.goyaProductClick,
    schema: /*#__PURE__*/ v.object({ url: optionalText }),
  },
  goyaEvent: { ...goya, path: apiPaths.goyaEvent, schema: none },
} as const satisfies Record<string, CallDef>;

export function goyaApi(http: Http) {
  return {
    loanDetail: (productId: string) => call(http, goyaCalls.goyaLoanDetail, { productId }),
    agreements: (productId: string) =>
      call(http, goyaCalls.goyaAgreements, { productId, scene: AGREEMENT_SCENE }),
    agreementJump: (input: { productId: string; position: number; orderId?: string }) =>
      call(http, goyaCalls.goyaAgreementJump, { orderId: '', ...input, scene: AGREEMENT_SCENE }).then(
        (d) => d.contract_url,
      ),
    push: (input: {
      amount: string | number;
      periods: string | number;
      termUnit: string | number;
      productId: string;
    }) => call(http, goyaCalls.goyaPush, input, { loading: true }).then((d) => d.lendDetailsUrl),
    recommended: (productId?: string) => call(http, goyaCalls.goyaRecommend, { productId: productId ?? '' }),
    productClick: (input: { productId: string | number; moduleId?: number; positionId?: string | number }) =>
      call(http, goyaCalls.goyaProductClick, input),
    /** Event logging of the variant: fire and forget, never rejects. */
    event: (input: {
      productId: string | number;
      moduleId: number;
      positionId?: string | number;
    }): Promise<void> =>
      call(http, goyaCalls.goyaEvent, input).then(
        () => undefined,
        () => undefined,
      ),
  };
}
