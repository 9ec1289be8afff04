import { useId } from 'react';
import { Button } from '../../components/Button';
import { NavBar } from '../../components/NavBar';
import { Page } from '../../components/Page';
import { AsyncScreen } from '../../components/ScreenState';
import { useText } from '../../config';
import { Stack } from '../../layout';
import * as styles from './PromotionDownloadScreen.css';

export const promotionDownloadStates = ['loading', 'ready'] as const;
export type PromotionDownloadState = (typeof promotionDownloadStates)[number];

export interface PromotionDownloadScreenProps {
  /** 'loading' while the download template loads, else 'ready'. */
  state: PromotionDownloadState;
  /** The app's name from the template (server text). Default the catalogue's `promotion.ourApp`. */
  appName?: string;
  /** The app's logo URL from the template. Default none (a plain tile). */
  logo?: string;
  /** The template's headline (server text). Default the catalogue's `promotion.downloadHeadline`. */
  headline?: string;
  /** The template's line under the headline (server text). Default the catalogue's `promotion.downloadText`. */
  subtitle?: string;
  /** The download button pressed: the container follows the template's URL through safe navigation. */
  onDownload: () => void;
  /** The download button's label. Default the catalogue's `promotion.download`. */
  downloadLabel?: string;
  /** Page title. Default the catalogue's `title.promotionDownload`. */
  title?: string;
}

/**
 * The download template page (spec 4; its layout is ours): the app's logo and name, the template's
 * headline, a download button and how to sign in once installed.
 */
export function PromotionDownloadScreen({
  state,
  appName,
  logo,
  headline,
  subtitle,
  onDownload,
  downloadLabel,
  title,
}: PromotionDownloadScreenProps) {
  const t = useText();
  const nameId = useId();
  return (
    <Page navBar={<NavBar title={title ?? t('title.promotionDownload')} />}>
      <AsyncScreen state={state} layout="detail" label={t('promotion.loadingApp')}>
        <Stack
          component="section"
          space="sm"
          alignItems="center"
          paddingY="xl"
          className={styles.hero}
          aria-labelledby={nameId}
        >
          {logo ? (
            <img className={styles.logo} src={logo} alt="" width={88} height={88} />
          ) : (
            <span className={styles.logo} aria-hidden="true" />
          )}
          <h2 id={nameId} className={styles.appName}>
            {appName ?? t('promotion.ourApp')}
          </h2>
          <p className={styles.headline}>{headline ?? t('promotion.downloadHeadline')}</p>
          <p className={styles.subtitle}>{subtitle ?? t('promotion.downloadText')}</p>
          <div className={styles.actions}>
            <Button block onClick={onDownload}>
              {downloadLabel ?? t('promotion.download')}
            </Button>
          </div>
        </Stack>
      </AsyncScreen>
    </Page>
  );
}
