import type { ScreenKey } from '@loan/core';
import type { LoaderFunction } from 'react-router-dom';

/** A route's data module: its loader and what the loader needs, without React or the screen (issue 16). */
export interface DataModule {
  loader: LoaderFunction;
}

/**
 * The loader of every screen that has data, each its own chunk: the entry starts the first route's call
 * from here before React arrives (earlyData.ts), and the router takes the same module for later visits.
 */
export const screenLoaders: Partial<Record<ScreenKey, () => Promise<DataModule>>> = {
  jointLoginFail: () => import('../routes/jointLoginFail.data'),
  loanDetail: () => import('../routes/loanDetail.data'),
  // The order page is loan details' screen, with its data.
  order: () => import('../routes/loanDetail.data'),
  loanConfirm: () => import('../routes/loanConfirm.data'),
  loanConfirmAlt: () => import('../routes/loanConfirmAlt.data'),
  repayPeriod: () => import('../routes/repayPeriod.data'),
  repay: () => import('../routes/repay.data'),
  repayDelay: () => import('../routes/repayDelay.data'),
  customerService: () => import('../routes/customerService.data'),
  complaint: () => import('../routes/complaint.data'),
  complaintNext: () => import('../routes/complaintNext.data'),
  complaintList: () => import('../routes/complaintList.data'),
  complaintDetails: () => import('../routes/complaintDetails.data'),
  bindBank: () => import('../routes/bindBank.data'),
  paymentInstructions: () => import('../routes/paymentInstructions.data'),
  repaymentCode: () => import('../routes/repaymentCode.data'),
  repaymentCode2: () => import('../routes/repaymentCode2.data'),
  cardRepay: () => import('../routes/cardRepay.data'),
  promotionLanding: () => import('../routes/promotionLanding.data'),
  promotionDownload: () => import('../routes/promotionDownload.data'),
};
