import { type BankFormItem, bankApi } from '@loan/core';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { http } from '../app/api';
import { requireParams } from '../app/errors';
import { serverFailureAsData } from '../app/settle';

export const api = { bank: bankApi(http) };

type Init = { ok: true; items: BankFormItem[] } | { ok: false; failure: string };

export async function loader({ request }: LoaderFunctionArgs) {
  const { productId } = requireParams(request.url, ['sessionId', 'productId']);
  const params = new URL(request.url).searchParams;
  // card-init answers the server-driven form (spec 7).
  const init = await api.bank
    .cardInit(productId)
    .then((items): Init => ({ ok: true, items }), serverFailureAsData);
  return { productId, orderId: params.get('orderId') ?? '', source: params.get('source') ?? '', init };
}
