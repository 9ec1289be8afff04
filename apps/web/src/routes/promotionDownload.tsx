import { downloadTemplateId, followUrl, parsePromotionParams, promotionApi } from '@loan/core';
import { PromotionDownloadScreen, toast } from '@loan/ui';
import { type LoaderFunctionArgs, useLoaderData, useRevalidator } from 'react-router-dom';
import { http } from '../app/api';
import { brand } from '../app/brand';
import { IncompleteLinkError } from '../app/errors';
import { failureText } from '../app/failure';

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

/** The download template page (spec 4): the app's name and logo, and its download through safe navigation. */
export function Component() {
  const data = useLoaderData<typeof loader>();
  const revalidator = useRevalidator();

  const onDownload = () => {
    try {
      followUrl(brand, data.downloadUrl);
    } catch (error) {
      // An unsafe URL (javascript:, data:, ...) is refused before anything happens, and said so.
      toast.fail(failureText(error));
    }
  };

  return (
    <PromotionDownloadScreen
      state={revalidator.state === 'loading' ? 'loading' : 'ready'}
      appName={data.appName}
      logo={data.logo}
      headline={data.headline}
      subtitle={data.subtitle}
      onDownload={onDownload}
    />
  );
}
