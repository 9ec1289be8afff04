import { type ComplaintInit, complaintApi } from '@loan/core';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { http } from '../app/api';
import { requireParams } from '../app/errors';
import { serverFailureAsData } from '../app/settle';

const api = { complaint: complaintApi(http) };

type Init = { ok: true; init: ComplaintInit } | { ok: false; failure: string };

export async function loader({ request }: LoaderFunctionArgs) {
  // A complaint is the borrower's own: without a session the link is incomplete.
  requireParams(request.url, ['sessionId']);
  const orderId = new URL(request.url).searchParams.get('orderId') ?? undefined;
  const init = await api.complaint
    .init(orderId)
    .then((value): Init => ({ ok: true, init: value }), serverFailureAsData);
  return { init };
}
