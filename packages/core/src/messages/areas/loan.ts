import type { EnglishOf } from './types';

// The loan area's strings (issue 14): keys are 'loan.*' unless they already existed elsewhere.
// Loan confirm, loan details and the joint login failure page; all ours (the spec quotes none).
export const spec = {
  'loan.amount': 'Loan amount',
  'loan.term': 'Loan term',
  'loan.termDays': '{days} days',
  'loan.rate': 'Rate',
  // ours: the loan's detail rows, on loan confirm and loan details.
  'loan.details': 'Loan details',
  'loan.agreements': 'Agreements',
  // ours: the alternate confirm variant's promo popup, named for screen readers.
  'loan.offer': 'Offer',
  'loan.loadingLoan': 'Loading the loan',
  'loan.loadingOrder': 'Loading your order',
  'loan.orderFailed': 'Your order could not be loaded',
  // ours: the order's product and rows, named for screen readers.
  'loan.loan': 'Loan',
  'loan.callPhone': 'Call {phone}',
  'loan.recommendedProducts': 'Recommended products',
  'loan.noProducts': 'No products for you right now',
  'loan.moneyReady': 'Your money is ready',
  'loan.withdrawNow': 'Withdraw now',
  'loan.withdrawMessage': 'Your loan is approved. Withdraw it to your account now.',
  'loan.bankCardReminder': 'Bank card reminder',
  'loan.checkCard': 'Check card',
  'loan.ratingThanks': 'Thank you for your feedback',
  'loan.ratingThanksMessage': 'We read every rating and will keep improving our service.',
  // ours: the joint login failure page's notice block, and its words when the link carries none.
  'loan.notice': 'Notice',
  'loan.signInFailed': 'We could not sign you in to this product.',
  'loan.applyBelow': 'You can still apply with one of the products below.',
  'loan.loadingProducts': 'Loading recommended products',
  'loan.productsFailed': 'Products could not be loaded',
  'loan.checkBackLater': 'Please check back later.',
} as const;

// English already: the spec quotes none of this area's words, so English is the spec's catalogue.
export const en: EnglishOf<typeof spec> = spec;
