import { goyaApi } from '@loan/core';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { http } from '../app/api';
import { type LoanConfirmSource, loadLoanConfirm } from '../app/loanConfirm.data';

const api = { goya: goyaApi(http) };

/** The alternate variant (spec 7): the goya calls, form bodies, '00' and the payload in `attach`. */
export const source: LoanConfirmSource = {
  load: (productId) =>
    api.goya.loanDetail(productId).then((detail) => ({
      loan: detail,
      nextText: detail.buttonText,
      promo: detail.promoMessage
        ? { message: detail.promoMessage, buttonText: detail.promoButtonText ?? undefined }
        : undefined,
    })),
  agreements: (productId) =>
    api.goya.agreements(productId).then((list) => list.map((a) => ({ title: a.title }))),
  jump: (input) => api.goya.agreementJump(input),
  push: (input) => api.goya.push(input),
};

export function loader({ request }: LoaderFunctionArgs) {
  return loadLoanConfirm(source, request.url);
}
