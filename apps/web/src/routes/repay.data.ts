import { loanApi } from '@loan/core';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { http } from '../app/api';
import { requireParams } from '../app/errors';

const api = { loan: loanApi(http) };

export async function loader({ request }: LoaderFunctionArgs) {
  const ref = requireParams(request.url, ['orderId', 'productId']);
  // The order's repayment info (spec 7, loan-play-detail: repayAmount, detail, repayList and more).
  return { ref, info: await api.loan.playDetail(ref) };
}
