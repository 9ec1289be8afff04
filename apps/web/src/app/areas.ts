import type { CatalogueArea, ScreenKey } from '@loan/core';

/**
 * The catalogue areas each screen's words come from, loaded with its route's chunk (issue 16); the
 * shell's words (base, kit, app: titles, errors, the kit's own) are in the entry. areas.test.ts checks
 * that a screen's route, its ui screen and the app modules it uses read no other area.
 */
export const screenAreas: Readonly<Record<ScreenKey, readonly CatalogueArea[]>> = {
  home: ['service'],
  jointLoginFail: ['loan'],
  loanDetail: ['loan'],
  order: ['loan'],
  loanConfirm: ['loan'],
  loanConfirmAlt: ['loan'],
  repayPeriod: ['repayment'],
  repay: ['repayment'],
  repayDelay: ['repayment'],
  customerService: ['service'],
  loanTerms: ['service'],
  aboutUs: ['service'],
  privacyPolicy: ['service'],
  complaint: ['complaint'],
  complaintNext: ['complaint'],
  complaintList: ['complaint'],
  complaintDetails: ['complaint'],
  bindBank: ['service'],
  paymentInstructions: ['repayment'],
  repaymentCode: ['repayment'],
  repaymentCode2: ['repayment'],
  cardRepay: ['repayment'],
  promotionLanding: ['promotion'],
  promotionDownload: ['promotion'],
  testPreview: ['service'],
};

/**
 * The areas a screen's later part brings with its own chunk, beside the route's (not on the first load,
 * docs/decisions/field-cost.md): loan details' timeline and loan confirm's cost bar read loanExtras.
 * areas.test.ts checks that the route module asks for them with that chunk.
 */
export const laterAreas = {
  loanDetail: ['loanExtras'],
  order: ['loanExtras'],
  loanConfirm: ['loanExtras'],
  loanConfirmAlt: ['loanExtras'],
} as const satisfies Partial<Record<ScreenKey, readonly CatalogueArea[]>>;
