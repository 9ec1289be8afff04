import { goyaApi } from '@loan/core';
import { type LoaderFunctionArgs, useLoaderData } from 'react-router-dom';
import { http } from '../app/api';
import { LoanConfirmContainer, type LoanConfirmSource, loadLoanConfirm } from '../app/loanConfirm';

const api = { goya: goyaApi(http) };

/** The alternate variant (spec 7): the goya calls, form bodies, '00' and the payload in `attach`. */
const source: LoanConfirmSource = {
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

/** Loan confirmation, the alternate variant (`/summerThey`): server button label and promo popup. */
export function Component() {
  return <LoanConfirmContainer source={source} data={useLoaderData<typeof loader>()} />;
}
