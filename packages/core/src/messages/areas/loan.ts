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
  // ours (issue 17, docs/decisions/money-hero.md): the hero of a repaying or overdue order.
  'loan.amountDue': 'Amount due',
  'loan.dayOverdue': '1 day overdue',
  'loan.daysOverdue': '{days} days overdue',
  // ours: what the borrower gets and gives back on loan confirm; total cost is repay minus receive.
  'loan.youReceive': 'You receive',
  'loan.youRepay': 'You repay',
  'loan.totalCost': 'Total cost of the loan',
  'loan.totalCostNote': 'What you repay minus what you receive: interest and fees.',
  // ours: the key fact statement a market may require before Next (India), from the answer's figures.
  'loan.keyFacts': 'Key fact statement',
  'loan.annualRate': 'Annual percentage rate (APR)',
  'loan.annualRateValue': '{rate}% a year',
  'loan.notProvided': 'Not provided by the lender',
  // ours: the joint login failure page's one clear action, the first product it can offer.
  'loan.applyFor': 'Apply for {name}',
  // ours: the withdraw and bank-card dialogs say what their other action does.
  'loan.withdrawOpens': 'Withdraw now opens the page where you take your money.',
  'loan.checkCardOpens': 'Check card opens your bank card details.',
  // ours: the sentence beside Next on loan confirm (the timeline's and the cost bar's words are in
  // loanExtras.ts: they load with those parts, not with the page).
  'loan.costSentence': 'You borrow {amount} and repay {total} in total.',
  'loan.costApr': 'APR {rate}% a year.',
  'loan.costAprComputed': 'APR {rate}% a year, worked out from these amounts and the {days}-day term.',
  'loan.costFinanceCharge': 'Finance charge {amount}: all interest and fees.',
} as const;

// English, written to docs/copy.md (issue 24): sentence case, one verb per action; the rest is the spec's.
export const en: EnglishOf<typeof spec> = {
  ...spec,
  // A loan is a loan, never an order (docs/copy.md).
  'loan.loadingOrder': 'Loading your loan',
  'loan.orderFailed': 'Your loan could not be loaded',
  // The buttons say what they do: no line under them (empty: the dialog shows none).
  'loan.withdrawOpens': '',
  'loan.checkCardOpens': '',
  'loan.rate': 'Interest rate',
  'loan.signInFailed': 'We could not log you in to this product.',
  'loan.bankCardReminder': 'Check your bank card',
  'loan.ratingThanksMessage': 'We read every rating and use it to improve our service.',
};
