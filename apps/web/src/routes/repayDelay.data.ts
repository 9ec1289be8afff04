import { loanApi, type RepaymentInfo } from '@loan/core';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { http } from '../app/api';
import { requireParams } from '../app/errors';
import { serverFailureAsData } from '../app/settle';

const api = { loan: loanApi(http) };

/** The rollover info, or the server's message when it refused. */
type Info = { ok: true; info: RepaymentInfo } | { ok: false; failure: string };

export async function loader({ request }: LoaderFunctionArgs) {
  const { orderId, productId } = requireParams(request.url, ['orderId', 'productId']);
  // /domestic/villages answers the rollover's delayInfo, repayDate and repayPlan (spec 7).
  const info = await api.loan
    .villages({ productId, orderId })
    .then((value): Info => ({ ok: true, info: value }), serverFailureAsData);
  return { orderId, productId, info };
}
