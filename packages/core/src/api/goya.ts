import * as v from 'valibot';
import { AGREEMENT_SCENE } from '../constants';
import { call } from '../http/call';
import type { Http } from '../http/client';
import { apiPaths } from './paths';
import { agreement, loanConfirm, optionalText, recommendedProduct, text } from './shapes';

/** The alternate confirm: loan confirm data plus the server's button label and promo popup (spec 2). */
export const goyaLoanDetail = v.object({
  ...loanConfirm.entries,
  buttonText: text,
  promoMessage: optionalText,
  promoButtonText: optionalText,
});
export type GoyaLoanDetail = v.InferOutput<typeof goyaLoanDetail>;

/** The alternate variant: form-encoded bodies, code '00', payload in `attach` (spec 7). */
export function goyaApi(http: Http) {
  const form = 'form' as const;
  return {
    loanDetail: (productId: string) =>
      call(
        http,
        {
          family: 'goya',
          client: form,
          method: 'post',
          path: apiPaths.goyaLoanDetail,
          schema: goyaLoanDetail,
        },
        {
          productId,
        },
      ),
    agreements: (productId: string) =>
      call(
        http,
        {
          family: 'goya',
          client: form,
          method: 'post',
          path: apiPaths.goyaAgreements,
          schema: v.array(agreement),
        },
        { productId, scene: AGREEMENT_SCENE },
      ),
    agreementJump: (input: { productId: string; position: number; orderId?: string }) =>
      call(
        http,
        {
          family: 'goya',
          client: form,
          method: 'post',
          path: apiPaths.goyaAgreementJump,
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
          family: 'goya',
          client: form,
          method: 'post',
          path: apiPaths.goyaPush,
          schema: v.object({ lendDetailsUrl: text }),
        },
        input,
        { loading: true },
      ).then((d) => d.lendDetailsUrl),
    recommended: (productId?: string) =>
      call(
        http,
        {
          family: 'goya',
          client: form,
          method: 'post',
          path: apiPaths.goyaRecommend,
          schema: v.array(recommendedProduct),
        },
        { productId: productId ?? '' },
      ),
    /** A tap on a recommended product: the server may answer with the product's page. */
    productClick: (input: { productId: string | number; moduleId?: number; positionId?: string | number }) =>
      call(
        http,
        {
          family: 'goya',
          client: form,
          method: 'post',
          path: apiPaths.goyaProductClick,
          schema: v.object({ url: optionalText }),
        },
        input,
      ),
    /** Event logging of the variant: fire and forget, never rejects. */
    event: (input: {
      productId: string | number;
      moduleId: number;
      positionId?: string | number;
    }): Promise<void> =>
      call(
        http,
        { family: 'goya', client: form, method: 'post', path: apiPaths.goyaEvent, schema: v.unknown() },
        input,
      ).then(
        () => undefined,
        () => undefined,
      ),
  };
}
