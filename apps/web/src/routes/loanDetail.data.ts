import { followUrl, loanApi, type OrderDetails, orderRedirect } from '@loan/core';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { http } from '../app/api';
import { brand } from '../app/brand';
import { requireParams } from '../app/errors';
import { serverFailureAsData } from '../app/settle';

export const api = { loan: loanApi(http) };

/** The order, or the server's message when it refused. */
type Order = { ok: true; order: OrderDetails } | { ok: false; failure: string };

export async function loader({ request }: LoaderFunctionArgs) {
  const { orderId, productId } = requireParams(request.url, ['orderId', 'productId']);
  const order = await api.loan
    .details({ productId, orderId })
    .then((value): Order => ({ ok: true, order: value }), serverFailureAsData);
  const redirect = order.ok ? orderRedirect(order.order) : undefined;
  // Spec 4: any status but 21 with a playeduL replaces the page. An unsafe URL throws before anything
  // happens and the error element says the link was not opened.
  if (redirect) followUrl(brand, redirect, { replace: true });
  return { productId, order, redirecting: Boolean(redirect) };
}
