import { followUrl } from '@loan/core';
import { PromotionDownloadScreen, toast } from '@loan/ui';
import { useLoaderData, useRevalidator } from 'react-router-dom';
import { brand } from '../app/brand';
import { failureText } from '../app/failure';
import type { loader } from './promotionDownload.data';

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
