import { complaintApi } from '@loan/core';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { http } from '../app/api';
import { requireParams } from '../app/errors';

export const api = { complaint: complaintApi(http) };

export async function loader({ request }: LoaderFunctionArgs) {
  const { problemId } = requireParams(request.url, ['problemId']);
  return { problemId, detail: await api.complaint.detail(problemId) };
}
