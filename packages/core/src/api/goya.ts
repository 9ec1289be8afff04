import * as v from 'valibot';
import { AGREEMENT_SCENE } from '../constants';
import { type CallDef, call } from '../http/call';
import type { Http } from '../http/client';
import { list, str } from '../http/decode';
import { agreement, loanConfirmEntries, recommendedProduct } from './loanShapes';
import { none, optionalText } from './shapes';

// Path constants of spec 7 under the brand's base URL (a brand may store them obfuscated; `decodePath`).
const goyaLoanDetailPath = '/gopia/goya/loan-detail';
const goyaAgreementsPath = '/gopia/goya/agreements';
const goyaAgreementJumpPath = '/gopia/goya/agreement-jump';
const goyaPushPath = '/gopia/goya/push';
const goyaRecommendPath = '/gopia/goya/recommend';
const goyaProductClickPath = '/gopia/goya/product-click';
const goyaEventPath = '/gopia/goya/event';

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
  goyaLoanDetail: { ...goya, path: goyaLoanDetailPath, schema: goyaLoanDetail },
  goyaAgreements: { ...goya, path: goyaAgreementsPath, schema: /*#__PURE__*/ list(agreement, 'primary') },
  goyaAgreementJump: {
    ...goya,
    path: goyaAgreementJumpPath,
    schema: /*#__PURE__*/ v.object({ contract_url: str }),
  },
  goyaPush: { ...goya, path: goyaPushPath, schema: /*#__PURE__*/ v.object({ lendDetailsUrl: str }) },
  // The list is the whole answer: unreadable, it fails (with its retry), rather than reading as none.
  goyaRecommend: {
    ...goya,
    path: goyaRecommendPath,
    schema: /*#__PURE__*/ list(recommendedProduct, 'primary'),
  },
  /** A tap on a recommended product: the server may answer with the product's page. */
  goyaProductClick: {
    ...goya,
    path: goyaProductClickPath,
    schema: /*#__PURE__*/ v.object({ url: optionalText }),
  },
  goyaEvent: { ...goya, path: goyaEventPath, schema: none },
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
