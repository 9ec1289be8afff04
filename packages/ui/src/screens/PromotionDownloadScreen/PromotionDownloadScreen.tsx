import { useId } from 'react';
import { ActionBar } from '../../components/ActionBar';
import { Button } from '../../components/Button';
import { LogoTile } from '../../components/LogoTile';
import { NavBar } from '../../components/NavBar';
import { Page } from '../../components/Page';
import { AsyncScreen } from '../../components/ScreenState';
import { useText } from '../../config';
import { Card, Stack } from '../../layout';
import * as styles from './PromotionDownloadScreen.css';

export const promotionDownloadStates = ['loading', 'ready'] as const;
export type PromotionDownloadState = (typeof promotionDownloadStates)[number];

export interface PromotionDownloadScreenProps {
  /** 'loading' while the download template loads, else 'ready'. */
  state: PromotionDownloadState;
  /** The app's name from the template (server text). Default the catalogue's `promotion.ourApp`. */
  appName?: string;
  /** The app's logo URL from the template. Default none (a tile of the app name's initials). */
  logo?: string;
  /** The template's headline (server text). Default the catalogue's `promotion.downloadHeadline`. */
  headline?: string;
  /** The template's line under the headline (server text). Default the catalogue's `promotion.downloadText`. */
  subtitle?: string;
  /** The download button or a store badge pressed: the container follows the template's URL through safe navigation. */
  onDownload: () => void;
  /** The download button's label. Default the catalogue's `promotion.download`. */
  downloadLabel?: string;
  /** Page title. Default the catalogue's `title.promotionDownload`. */
  title?: string;
}

// 24 px glyphs, drawn in the brand's colour on its soft disc: a phone, a bank, a shield.
const benefits = [
  {
    key: 'promotion.benefitApply',
    d: 'M8 2h8a2 2 0 0 1 2 2v16a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2zm0 3v12h8V5zm3 13.5v1.5h2v-1.5z',
  },
  {
    key: 'promotion.benefitPayout',
    d: 'M12 2 2 7v2h20V7zM4 11v7h3v-7zm6.5 0v7h3v-7zM17 11v7h3v-7zM2 20v2h20v-2z',
  },
  {
    key: 'promotion.benefitSecure',
    d: 'M12 2 4 5v6c0 5 3.4 9.4 8 11 4.6-1.6 8-6 8-11V5zm-1.2 14.2-3.5-3.5 1.4-1.4 2.1 2.1 4.6-4.6 1.4 1.4z',
  },
] as const;

// The stores' badges as text only (issue 24 review): no store's logo, and no made-up glyph standing in
// for one; the two-line "Get it on / Google Play" layout on a dark badge is what reads as a store badge.
const stores = [
  { key: 'googlePlay', over: 'promotion.storeGetItOn', name: 'promotion.storeGooglePlay' },
  { key: 'appStore', over: 'promotion.storeDownloadOn', name: 'promotion.storeAppStore' },
] as const;

/**
 * The download template page (spec 4; its layout is ours): the app's logo and name, the template's
 * headline and how to log in once installed, the store badges (small, side by side, under the headline),
 * three reasons to get the app and the one primary, the download button; badges and button follow the
 * template's one URL (docs/decisions/promotion.md).
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
  const benefitsId = useId();
  const name = appName ?? t('promotion.ourApp');
  return (
    <Page
      navBar={<NavBar title={title ?? t('title.promotionDownload')} />}
      actionBar={
        state === 'ready' ? (
          <ActionBar>
            <Button block onClick={onDownload}>
              {downloadLabel ?? t('promotion.download')}
            </Button>
          </ActionBar>
        ) : undefined
      }
    >
      <AsyncScreen state={state} layout="detail" label={t('promotion.loadingApp')}>
        <Stack space="lg">
          <Stack
            component="section"
            space="xs"
            alignItems="center"
            paddingTop="lg"
            className={styles.hero}
            aria-labelledby={nameId}
          >
            <span className={styles.logo}>
              <LogoTile name={name} src={logo} size={72} />
            </span>
            <h2 id={nameId} className={styles.appName}>
              {name}
            </h2>
            <p className={styles.headline}>{headline ?? t('promotion.downloadHeadline')}</p>
            <p className={styles.subtitle}>{subtitle ?? t('promotion.downloadText')}</p>
            <div className={styles.stores}>
              {stores.map((store) => (
                <button key={store.key} type="button" className={styles.store} onClick={onDownload}>
                  <span className={styles.storeOver}>{t(store.over)}</span>{' '}
                  <span className={styles.storeName}>{t(store.name)}</span>
                </button>
              ))}
            </div>
          </Stack>
          <Card component="section" aria-labelledby={benefitsId}>
            <h3 id={benefitsId} className={styles.benefitsTitle}>
              {t('promotion.benefitsTitle')}
            </h3>
            <ul className={styles.benefits}>
              {benefits.map((benefit) => (
                <li key={benefit.key} className={styles.benefit}>
                  <span className={styles.benefitIcon}>
                    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
                      <path fill="currentColor" d={benefit.d} />
                    </svg>
                  </span>
                  {t(benefit.key)}
                </li>
              ))}
            </ul>
          </Card>
        </Stack>
      </AsyncScreen>
    </Page>
  );
}
