import type { EnglishOf } from './types';

// The app's strings: screen titles (document title and nav bar), route errors, not-found copy.
export const spec = {
  // ours: each screen's title (the spec gives a few; the rest are ours).
  'title.home': 'Home',
  'title.jointLoginFail': 'Notice',
  'title.loanDetail': 'Loan details',
  'title.order': 'Order',
  'title.loanConfirm': 'Confirm loan',
  'title.loanConfirmAlt': 'Confirm loan',
  'title.repayPeriod': 'Repayment',
  'title.repay': 'Repay',
  'title.repayDelay': 'Rollover repayment',
  'title.customerService': 'Customer service',
  'title.loanTerms': 'Loan Terms And Conditions',
  'title.aboutUs': 'About Us',
  // ours: the company site's Contact Us section as a page title (the spec names the section).
  'title.contactUs': 'Contact Us',
  'title.privacyPolicy': 'Privacy Policy',
  'title.complaint': 'Complaint',
  'title.complaintNext': 'Complaint',
  'title.complaintList': 'My complaints',
  'title.complaintDetails': 'Complaint details',
  'title.bindBank': 'Payment account information',
  'title.paymentInstructions': 'Payment instructions',
  'title.repaymentCode': 'Repayment code',
  'title.repaymentCode2': 'Repayment code',
  'title.cardRepay': 'Bank card repayment',
  'title.promotionLanding': 'Register',
  'title.promotionDownload': 'Download the app',
  'title.testPreview': 'Test preview',
  // ours: the label of a route's skeleton while it loads.
  'app.loadingScreen': 'Loading {title}',
  // ours: a route whose screen is not built yet.
  'app.coming': 'This page is on its way. Please check back soon.',
  // ours: the document title and heading of an address that is no page of the app.
  'app.notFoundTitle': 'Page not found',
  'app.notFoundDescription': 'This link does not lead to a page of the app. Check the link, or go back.',
  // ours: the way out of a route error or an unknown address.
  'app.goBack': 'Go back',
  // ours: a call the server refused because the session expired (docs/decisions/session-expiry.md).
  'app.sessionEndedTitle': 'Your session has ended',
  'app.sessionEnded': 'For your security, please log in again to continue.',
  'app.logInAgain': 'Log in again',
  // ours: a route's error element, one title and line per kind of failure.
  'app.serverAnswered': 'The server answered {status}.',
  'app.incompleteLinkTitle': 'This link is incomplete',
  'app.incompleteLink': 'The page needs {params} to open. Please go back and open it again from the app.',
  'app.unsafeLinkTitle': 'This link was not opened',
  'app.unsafeLink':
    'The address we were given is not safe to open. Please try again later or contact customer service.',
  'app.unreadableAnswer': 'The server sent an answer we could not read. Please try again.',
  'app.serverProblem': 'The server had a problem and could not answer. Please try again in a moment.',
  // ours: an HTTP 4xx answer (not 401): the request itself was refused, so trying again cannot help (issue 24).
  'app.requestRefused': 'This page could not be loaded from the server. Please contact customer service.',
  'app.connectionTitle': 'Connection problem',
  'app.timeout': 'The server took too long to answer. Check your connection and try again.',
  'app.unreachable': 'We could not reach the server. Check your connection and try again.',
  'app.chunkFailed': 'Part of the page could not be downloaded. Check your connection and try again.',
  // ours: a page still loading after the loading limit (issue 23): it may still come, Retry starts afresh.
  'app.slowTitle': 'This is taking too long',
  'app.slow': 'The page is still not here. Check your connection and try again.',
  // ours: index.html's title, description and the line shown where JavaScript does not run.
  'app.documentTitle': 'Loan',
  'app.description': 'Your loan: confirm, follow, repay and get help.',
  'app.noScript': 'This page needs JavaScript to show your loan.',
  // ours: index.html's line for a WebView below the support matrix (docs/decisions/support-matrix.md).
  'app.oldWebView':
    'This page needs a newer web view. Please update Android System WebView and this app from Google Play (on an iPhone, update iOS), then open the page again.',
} as const;

// English, written to docs/copy.md (issue 24): sentence case, one verb per action; the rest is the spec's.
export const en: EnglishOf<typeof spec> = {
  ...spec,
  'title.order': 'Loan details',
  'title.jointLoginFail': 'Login failed',
  'title.repay': 'Repayment',
  'title.repayDelay': 'Extend due date',
  'title.loanTerms': 'Loan terms and conditions',
  'title.aboutUs': 'About us',
  'title.contactUs': 'Contact us',
  'title.privacyPolicy': 'Privacy policy',
  'title.bindBank': 'Bank account',
  'title.paymentInstructions': 'How to repay',
  'title.cardRepay': 'Repay by bank card',
  'app.serverAnswered': 'The server could not answer (code {status}).',
  'app.unsafeLink': 'The address we were given is not safe to open. Please go back, or contact us.',
};
