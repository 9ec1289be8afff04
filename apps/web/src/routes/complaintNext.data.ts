import { type ComplaintInit, complaintApi } from '@loan/core';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { http } from '../app/api';
import { describeError, type FailureWay, failureWay, requireParams } from '../app/errors';

export const api = { complaint: complaintApi(http) };

export type Init = { ok: true; init: ComplaintInit } | { ok: false; failure: string; way: FailureWay };

export async function loader({ request }: LoaderFunctionArgs) {
  const { problemType } = requireParams(request.url, ['sessionId', 'problemType']);
  const params = new URL(request.url).searchParams;
  const problemSonType = params.get('problemSonType') ?? '';
  const orderNo = params.get('orderNo') ?? '';
  // problem-init only names the tags, a secondary block: not awaited, so the form shows at once,
  // and any failure stays inline with its own retry (docs/decisions/complaint-drafts.md).
  const init: Promise<Init> = api.complaint.init(orderNo || undefined).then(
    (value): Init => ({ ok: true, init: value }),
    (error: unknown): Init => ({
      ok: false,
      failure: describeError(error).description,
      way: failureWay(error),
    }),
  );
  return { problemType, problemSonType, orderNo, init };
}
