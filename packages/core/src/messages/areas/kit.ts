import type { EnglishOf } from './types';

// The kit's own words: what its components say, and what several screens share. Shared keys live
// here so that each screen area reuses them instead of writing its own copy.
export const spec = {
  // ours: the line a failed screen shows when the server gave no message.
  'kit.tryAgainLater': 'Please try again in a moment.',
  'kit.close': 'Close',
  'kit.copy': 'Copy',
  'kit.copyFailed': 'copy failed',
  'kit.back': 'Back',
  'kit.loading': 'Loading',
  'kit.somethingWrong': 'Something went wrong',
  'kit.noData': 'No data',
  // ours: a group of a page's main actions, for screen readers.
  'kit.actions': 'Actions',
  'kit.agreeTo': 'I have read and agree to',
  'kit.agreement': 'Agreement',
  'kit.ok': 'OK',
  'kit.later': 'Later',
  'kit.submit': 'Submit',
  'kit.continue': 'Continue',
  'kit.apply': 'Apply',
  'kit.call': 'Call',
  'kit.more': 'more',
  'kit.hide': 'hide',
  'kit.search': 'Search',
  'kit.noResults': 'No results',
  'kit.selectDay': 'Select day',
  'kit.selectCity': 'Select city',
  'kit.tabs': 'Tabs',
  'kit.tags': 'Tags',
  // ours: the SMS code button after its countdown ended.
  'kit.resend': 'resend',
  // ours: the SMS code button while its countdown runs (a bare '42s' said nothing; issue 17).
  'kit.resendIn': 'Resend in {seconds}s',
  'kit.smsCode': 'SMS code',
  'kit.rating': 'Rating',
  'kit.yourRating': 'Your rating',
  'kit.oneStar': '1 star',
  'kit.stars': '{count} stars',
  'kit.repaymentAmount': 'Repayment amount',
  'kit.repaymentDate': 'Repayment date',
  'kit.repaymentPlan': 'Repayment plan',
  // ours: what a screen reader says for the dash that stands for an amount the server did not send.
  'kit.amountUnknown': 'Amount not available',
  // ours: the way to a person when the page cannot go on by itself (an amount missing, choices not loaded).
  'kit.contactService': 'Contact customer service',
  // ours: the way on of a failure an expired session caused: the native login (a retry cannot help).
  'kit.logInAgain': 'Log in again',
  // ours: a form's choices (a bank list, question types) that the answer did not carry.
  'kit.choicesFailed': 'The choices could not be loaded. Please try again.',
  'kit.repaymentCode': 'Repayment code',
  'kit.qrCodeOf': 'QR code of {label} {code}',
  // ours: the pull-to-refresh indicator by state (its refreshing state is common.loading).
  'kit.pullToRefresh': 'Pull down to refresh',
  'kit.releaseToRefresh': 'Release to refresh',
  'kit.refreshed': 'Refreshed',
  // ours: the image picker's words; {n} is the image's position, from 1; its retry chip is shorter than common.retry.
  'kit.uploadImages': 'Upload images',
  'kit.addImage': 'Add image',
  'kit.removeImage': 'Remove image {n}',
  'kit.previewImage': 'Preview image {n}',
  'kit.retryUpload': 'Retry upload {n}',
  'kit.uploadProgress': 'Upload of image {n}',
  'kit.imageOf': 'Image {n} of {total}',
  'kit.waiting': 'Waiting',
  'kit.uploading': 'Uploading',
  'kit.failed': 'Failed',
  'kit.retryShort': 'Retry',
  'kit.imageUnreadable': 'This photo format cannot be read. Please choose a JPG or PNG photo.',
  'kit.tooManyImages': 'You can add up to {max} images.',
  // ours: a lender's regulatory facts (brand.trust) on about us, the site footer and loan confirm (issue 17).
  'kit.trustTitle': 'Registration and licence',
  'kit.trustRegistration': 'Registration',
  'kit.trustLicence': 'Licence to lend',
  'kit.grievanceOfficer': 'Grievance officer',
  // ours: the line a dialog shows when its Cancel closes the webview (agreement, retention popup).
  'kit.cancelClosesPage': 'Cancel closes this page and takes you back to the app.',
  // ours: the agreement frame's loader and failure.
  'kit.agreementLoading': 'Loading the agreement',
  'kit.agreementFailed': 'The agreement could not be loaded.',
  // ours: the buttons of a dialog whose other action closes the webview (loan confirm's retention
  // popup: stay on the page, or leave it; the agreement's Cancel leaves too). The spec's Agree and Cancel.
  'kit.stayOnPage': 'Agree',
  'kit.leavePage': 'Cancel',
  // ours: the officer of trust facts and the privacy policy where the market's law says data protection
  // officer (the Philippines' Data Privacy Act); the grievance officer elsewhere.
  'kit.dataProtectionOfficer': 'Data protection officer',
  // ours: the words between the titles of a list in a sentence (loan confirm's consent line: 'A, B and C.'),
  // and its end. The spec's consent line is its links side by side: a space between, nothing after.
  'kit.listComma': ' ',
  'kit.listAnd': ' ',
  'kit.listEnd': '',
  // ours: where a popup puts the title the server sent (loan confirm's retention popup, popTitle): 'body'
  // under the catalogue's title (the spec's popup is titled 'Point out' with the server's title and
  // content), or 'heading' as the popup's own title. Words of no screen: a brand's choice.
  'kit.serverTitlePlace': 'body',
} as const;

// English, written to docs/copy.md (issue 24): sentence case, one verb per action; the rest is the spec's.
export const en: EnglishOf<typeof spec> = {
  ...spec,
  // A dialog does not explain its own buttons (docs/copy.md): Leave says it closes the page. Empty: no line.
  'kit.cancelClosesPage': '',
  'kit.stayOnPage': 'Stay',
  'kit.leavePage': 'Leave',
  'kit.copyFailed': 'Could not copy. Please write it down instead.',
  'kit.more': 'More',
  'kit.hide': 'Hide',
  // One verb for sending words or a rating to us: Send (the company site's form, the rating dialogs).
  'kit.submit': 'Send',
  'kit.resend': 'Resend',
  'kit.repaymentDate': 'Due date',
  'kit.selectDay': 'Choose a day',
  'kit.selectCity': 'Choose a city',
  'kit.contactService': 'Contact us',
  // The consent line reads as one sentence (second review): 'I have read and agree to A, B and C.'
  'kit.listComma': ', ',
  'kit.listAnd': ' and ',
  'kit.listEnd': '.',
  // One heading (second review): the server's question is the popup's title, not a second one under it.
  'kit.serverTitlePlace': 'heading',
};
