import { loanApi } from '@loan/core';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { http } from '../app/api';
import { requireParams } from '../app/errors';

const api = { loan: loanApi(http) };

export async function loader({ request }: LoaderFunctionArgs) {
  const ref = requireParams(request.url, ['orderId', 'productId']);
  return { ref, info: await api.loan.villages(ref) };
}
