import { useId } from 'react';
import { Button } from '../../components/Button';
import { NavBar } from '../../components/NavBar';
import { Page } from '../../components/Page';
import { AsyncScreen } from '../../components/ScreenState';
import * as styles from './PromotionDownloadScreen.css';

export const promotionDownloadStates = ['loading', 'ready'] as const;
export type PromotionDownloadState = (typeof promotionDownloadStates)[number];

export interface PromotionDownloadScreenProps {
  /** 'loading' while the download template loads, else 'ready'. */
  state: PromotionDownloadState;
  /** The app's name from the template (server text). Default `'Our app'`. */
  appName?: string;
  /** The app's logo URL from the template. Default none (a plain tile). */
  logo?: string;
  /** The template's headline (server text). Default `'Download the app to get your loan'`. */
  headline?: string;
  /** The template's line under the headline (server text). Default a line on signing in. */
  subtitle?: string;
  /** The download button pressed: the container follows the template's URL through safe navigation. */
  onDownload: () => void;
  /** The download button's label. Default `'Download the app'`. */
  downloadLabel?: string;
  /** Page title. Default `'Download the app'`. */
  title?: string;
}

/**
 * The download template page (spec 4; its layout is ours): the app's logo and name, the template's
 * headline, a download button and how to sign in once installed.
 */
export function PromotionDownloadScreen({
  state,
  appName = 'Our app',
  logo,
  headline = 'Download the app to get your loan',
  subtitle = 'Install the app and sign in with the mobile number you registered.',
  onDownload,
  downloadLabel = 'Download the app',
  title = 'Download the app',
}: PromotionDownloadScreenProps) {
  const nameId = useId();
  return (
    <Page navBar={<NavBar title={title} />}>
      <AsyncScreen state={state} layout="detail" label="Loading the app's details">
        <section className={styles.card} aria-labelledby={nameId}>
          {logo ? (
            <img className={styles.logo} src={logo} alt="" width={88} height={88} />
          ) : (
            <span className={styles.logo} aria-hidden="true" />
          )}
          <h2 id={nameId} className={styles.appName}>
            {appName}
          </h2>
          <p className={styles.headline}>{headline}</p>
          <p className={styles.subtitle}>{subtitle}</p>
          <div className={styles.actions}>
            <Button block onClick={onDownload}>
              {downloadLabel}
            </Button>
          </div>
        </section>
      </AsyncScreen>
    </Page>
  );
}
