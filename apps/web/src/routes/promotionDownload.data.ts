import { downloadTemplateId, parsePromotionParams, promotionApi } from '@loan/core';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { http } from '../app/api';
import { IncompleteLinkError } from '../app/errors';

const api = promotionApi(http);

export async function loader({ request }: LoaderFunctionArgs) {
  // down_id, then links_id, then the landing's id (docs/decisions/promotion.md).
  const templateId = downloadTemplateId(parsePromotionParams(new URL(request.url).search));
  if (!templateId) throw new IncompleteLinkError(['down_id, links_id or id']);
  const template = await api.downloadTemplate(templateId);
  return {
    appName: template.appName || undefined,
    logo: template.appLogo || undefined,
    headline: template.title || undefined,
    subtitle: template.subtitle || undefined,
    downloadUrl: template.downloadUrl,
  };
}
