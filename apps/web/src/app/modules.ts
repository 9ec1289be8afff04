import type { ScreenKey } from '@loan/core';
import type { ComponentType } from 'react';
import { testPageEnabled } from './testPage';

/** What a route module exports: its screen (its loader lives in its data module, loaders.ts). */
export interface RouteModule {
  Component: ComponentType;
}

type Lazy = () => Promise<RouteModule>;

/** One lazy module per screen: each is its own chunk, loaded when its route is first visited. */
export const screenModules: Partial<Record<ScreenKey, Lazy>> = {
  home: () => import('../routes/home'),
  jointLoginFail: () => import('../routes/jointLoginFail'),
  loanDetail: () => import('../routes/loanDetail'),
  order: () => import('../routes/loanDetail'),
  loanConfirm: () => import('../routes/loanConfirm'),
  loanConfirmAlt: () => import('../routes/loanConfirmAlt'),
  repayPeriod: () => import('../routes/repayPeriod'),
  repay: () => import('../routes/repay'),
  repayDelay: () => import('../routes/repayDelay'),
  customerService: () => import('../routes/customerService'),
  loanTerms: () => import('../routes/loanTerms'),
  aboutUs: () => import('../routes/aboutUs'),
  privacyPolicy: () => import('../routes/privacyPolicy'),
  complaint: () => import('../routes/complaint'),
  complaintNext: () => import('../routes/complaintNext'),
  complaintList: () => import('../routes/complaintList'),
  complaintDetails: () => import('../routes/complaintDetails'),
  bindBank: () => import('../routes/bindBank'),
  paymentInstructions: () => import('../routes/paymentInstructions'),
  repaymentCode: () => import('../routes/repaymentCode'),
  repaymentCode2: () => import('../routes/repaymentCode2'),
  cardRepay: () => import('../routes/cardRepay'),
  promotionLanding: () => import('../routes/promotionLanding'),
  promotionDownload: () => import('../routes/promotionDownload'),
  // A literal false at build time drops the import, so no chunk of it is emitted.
  testPreview: testPageEnabled ? () => import('../routes/testPreview') : undefined,
};
