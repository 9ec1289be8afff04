import { loanApi } from '@loan/core';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { http } from '../app/api';
import { type LoanConfirmSource, loadLoanConfirm } from '../app/loanConfirm.data';

const api = { loan: loanApi(http) };

/** v3 (spec 7): loan-detail-confirm and the agreement list (scene 3), asked at once; JSON bodies. */
export const source: LoanConfirmSource = {
  load: (productId) => api.loan.confirmDetail(productId).then((loan) => ({ loan })),
  agreements: (productId) =>
    api.loan.contracts(productId).then((list) => list.map((a) => ({ title: a.title }))),
  jump: (input) => api.loan.contractJump(input),
  push: (input) => api.loan.push(input),
};

export function loader({ request }: LoaderFunctionArgs) {
  return loadLoanConfirm(source, request.url);
}
