import { promotionApi } from '@loan/core';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { http } from '../app/api';
import { requireParams } from '../app/errors';

export const api = promotionApi(http);

export async function loader({ request }: LoaderFunctionArgs) {
  const { id } = requireParams(request.url, ['id']);
  // The page cannot register without its template or a captcha sid: either failing goes to the
  // route's error element (the server's message for a code, a retry for a timeout or a bad answer).
  const [template, sid] = await Promise.all([api.template(id), api.getSid()]);
  return {
    id,
    sid,
    headline: template.title || undefined,
    subtitle: template.subtitle || undefined,
    buttonText: template.buttonText || undefined,
    appName: template.appName || undefined,
    logo: template.appLogo || undefined,
  };
}
