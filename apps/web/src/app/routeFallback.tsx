import { type MessageKey, type ScreenKey, screenTitle } from '@loan/core';
import { LoadingScreen, type SkeletonLayout, useKitConfig, useText } from '@loan/ui';

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

/** The HydrateFallback of a screen's route: its NavBar title and the skeleton of its layout. */
export function RouteFallback({ screen }: { screen: ScreenKey }) {
  const { layout, title } = routeFallbacks[screen];
  const t = useText();
  const own = screenTitle(useKitConfig().locale, screen);
  return (
    <LoadingScreen
      title={title === null ? undefined : title ? t(title) : own}
      layout={layout}
      label={t('app.loadingScreen', { title: own.toLowerCase() })}
    />
  );
}
