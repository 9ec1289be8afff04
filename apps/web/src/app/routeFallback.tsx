import { type MessageKey, type ScreenKey, screenTitle } from '@loan/core';
import {
  AsyncScreen,
  LoadingScreen,
  NavBar,
  Page,
  type SkeletonLayout,
  useKitConfig,
  useText,
} from '@loan/ui';
import { useEffect, useState } from 'react';
import { loadingLimitMs } from './loadingLimits';

interface Fallback {
  /** The skeleton the screen's own loading state shows, so nothing moves when the data arrives. */
  layout: SkeletonLayout;
  /** The NavBar title's key when it differs from the document title's; `null` for a page without NavBar. */
  title?: MessageKey | null;
}

/**
 * What each route paints while its chunk or its first call is on the way (react-router renders a
 * route's HydrateFallback until its lazy module and loader settle). Kept in the entry, so it is data only.
 */
export const routeFallbacks: Readonly<Record<ScreenKey, Fallback>> = {
  home: { layout: 'document', title: null },
  jointLoginFail: { layout: 'list' },
  loanDetail: { layout: 'detail' },
  order: { layout: 'detail', title: 'title.loanDetail' },
  loanConfirm: { layout: 'summary' },
  loanConfirmAlt: { layout: 'summary' },
  repayPeriod: { layout: 'summary' },
  repay: { layout: 'summary', title: 'title.repayPeriod' },
  repayDelay: { layout: 'summary' },
  customerService: { layout: 'list' },
  loanTerms: { layout: 'document', title: null },
  aboutUs: { layout: 'document', title: null },
  privacyPolicy: { layout: 'document', title: null },
  complaint: { layout: 'form' },
  complaintNext: { layout: 'form' },
  complaintList: { layout: 'list' },
  complaintDetails: { layout: 'detail' },
  bindBank: { layout: 'form' },
  paymentInstructions: { layout: 'summary' },
  repaymentCode: { layout: 'summary' },
  repaymentCode2: { layout: 'summary' },
  cardRepay: { layout: 'summary' },
  promotionLanding: { layout: 'form' },
  promotionDownload: { layout: 'detail' },
  testPreview: { layout: 'form' },
};

/** Whether the loading limit has passed since the page opened (the prerendered skeleton counts too). */
function usePastLoadingLimit() {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setPast(true), Math.max(0, loadingLimitMs - performance.now()));
    return () => clearTimeout(timer);
  }, []);
  return past;
}

/**
 * The HydrateFallback of a screen's route: its NavBar title and the skeleton of its layout; still
 * there at the loading limit (its chunk or first call never answered), a message with Retry, which
 * loads the page afresh. The route replaces it as soon as it is ready, even then.
 */
export function RouteFallback({ screen }: { screen: ScreenKey }) {
  const { layout, title } = routeFallbacks[screen];
  const t = useText();
  const own = screenTitle(useKitConfig().locale, screen);
  const stuck = usePastLoadingLimit();
  const barTitle = title === null ? undefined : title ? t(title) : own;
  if (stuck) {
    return (
      <Page navBar={barTitle ? <NavBar title={barTitle} /> : undefined}>
        <AsyncScreen
          state="failed"
          failure={{
            title: t('app.slowTitle'),
            description: t('app.slow'),
            onRetry: () => window.location.reload(),
          }}
        />
      </Page>
    );
  }
  return (
    <LoadingScreen
      title={barTitle}
      layout={layout}
      label={t('app.loadingScreen', { title: own.toLowerCase() })}
    />
  );
}
