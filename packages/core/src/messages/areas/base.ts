import type { EnglishOf } from './types';

// The spec's user-facing strings, literally, in their original language (spec 2, 4, 5, 8).
// Keys marked "ours" hold strings the spec implies but does not quote.

export const spec = {
  'common.next': 'Next',
  'common.confirm': 'Confirm',
  'common.cancel': 'Cancel',
  'common.agree': 'Agree',
  'common.send': 'Send',
  'common.loading': 'loading...',
  'common.copySuccess': 'copy success',
  'common.networkError': 'error',
  'bank.title': 'Payment account information',
  // ours: card-type tab labels; the items carry only the number (docs/decisions/bind-bank.md).
  'bank.cardType1': 'E-wallet',
  'bank.cardType2': 'Bank card',
  'bank.cardTypeOther': 'Card type {type}',
  'complaint.all': 'All',
  'complaint.myComplaints': 'My complaints',
  'complaint.selectType': 'Select question type',
  'complaint.sent': 'Successfully Sent',
  'complaint.empty': 'Please fill in your comments and suggestions',
  'complaint.collectionNotAllowed': 'El pedido seleccionado no admite el envío de tipo de colección',
  'complaint.processResult': 'Process Result',
  // ours: the spec says the responder "is shown as customer service".
  'complaint.responder': 'Customer service',
  // ours: the spec gives the limit (9) but no message.
  'complaint.imageLimit': 'At most {max} images',
  // ours: the counter "out of 200".
  'complaint.counter': '{count}/{max}',
  'rating.title': 'Please rate this service',
  'rating.choose': 'Silakan pilih',
  'rating.success': 'Successful demonstration！',
  'upload.success': 'Upload succeeded!',
  'contact.incomplete': 'Please provide complete information!',
  'contact.success': 'Successful!',
  'loanConfirm.retentionTitle': 'Point out',
  'loanDetail.moreProducts': 'Click to view more products',
  'loanDetail.kindTips': 'Kind tips',
  'loanDetail.repay': 'REPAY',
  'loanDetail.rollover': 'Rollover Repayment',
  'loanDetail.rolloverTagline': 'Short of money?',
  'loanDetail.repayment': 'Repayment',
  'loanDetail.borrowAgain': 'Borrow Again',
  'repay.paymentMethod': 'Payment Method',
  // The channel paid with last time, marked in the kit's channel picker (issue 24 item 6).
  'repay.lastUsed': 'Last used',
  'repay.chooseCard': '请先选择付款银行卡！',
  'repay.wrongCode': '请输入正确的验证码',
  'repay.getCode': 'get code',
  // ours: the SMS button label while the 60 s countdown runs.
  'repay.verificationWrong': '验证码错误',
  'repay.duplicatePayment': '请勿重复提交支付申请',
  'repay.cardListFailed': 'failed to query card list',
  'register.wrongMobile': '请正确输入手机号！',
  'register.wrongCaptcha': '请正确输入图形验证码！',
  'register.wrongSmsCode': '请正确输入短信验证码！',
  'register.duplicateSend': '请勿重复发送验证码!',
  'register.alreadyRegistered': 'You are already registered, please download the app and log in',
  'site.home': 'Home',
  'site.aboutUs': 'About Us',
  'site.contactUs': 'Contact Us',
  'site.privacyPolicy': 'PrivacyPolicy',
  'site.loanTerms': 'Loan Terms And Conditions',
  // ours: About us shows "a customer-service e-mail ({email})".
  'about.email': 'Customer service e-mail: {email}',
  // ours: the public site's footer copyright.
  'site.copyright': '© {year} {company}',
  // ours: a pay or commit action whose amount the server did not send is disabled with this.
  'money.amountUnknown':
    'The amount to pay is not available, so payment is paused. Please refresh or contact customer service.',
  // ours: the agreements block of loan confirm failed while the loan itself loaded.
  'loanConfirm.agreementsFailed':
    'The loan agreements could not be loaded. Load them to read what you agree to.',
  // ours: the retry of a block that failed on its own.
  'common.retry': 'Try again',
  // ours: a server URL refused by safe navigation (the spec gives no text); says what to do next.
  'navigation.refused':
    "This page can't be opened safely. Please try again later or contact customer service.",
  // ours: the same for a channel's payUrl, where another channel is the way on.
  'navigation.refusedPayment':
    "This payment page can't be opened safely. Please choose another payment channel or contact customer service.",
  // ours: the registration mobile field's hint under each market's rule.
  'register.mobilePlaceholder': '11-digit mobile number',
  'register.mobilePlaceholderPh': '09XX XXX XXXX',
  'register.wrongMobilePh': 'Please enter a Philippine mobile number: 09 and 9 more digits.',
  'register.mobilePlaceholderIn': '10-digit mobile number',
  'register.wrongMobileIn': 'Please enter a 10-digit Indian mobile number starting with 6, 7, 8 or 9.',
} as const;

// English, written to docs/copy.md (issue 24): plain sentences in sentence case, one verb per action
// (Repay for paying back, Send for rating), no translated idioms; the spec's glosses (spec 8) rewritten.
export const en: EnglishOf<typeof spec> = {
  ...spec,
  'common.loading': 'Loading…',
  'common.copySuccess': 'Copied',
  'common.networkError': 'Something went wrong. Check your connection and try again.',
  'bank.title': 'Bank account',
  'complaint.selectType': 'Choose a question type',
  'complaint.sent': 'Complaint sent',
  'complaint.empty': 'Please describe the problem.',
  'complaint.collectionNotAllowed':
    'A collection complaint cannot be sent for this loan. Choose another question type or loan.',
  'complaint.processResult': 'Our reply',
  'rating.title': 'How was our service?',
  'rating.choose': 'Please choose a number of stars.',
  'rating.success': 'Thanks for your rating',
  'upload.success': 'Uploaded',
  'contact.incomplete': 'Please fill in every field.',
  'contact.success': 'Thank you for your message.',
  'loanConfirm.retentionTitle': 'Before you go',
  'loanDetail.moreProducts': 'More products for you',
  'loanDetail.kindTips': 'Good to know',
  'loanDetail.rollover': 'Extend due date',
  'loanDetail.rolloverTagline': 'Need more time?',
  'loanDetail.borrowAgain': 'Apply again',
  'repay.paymentMethod': 'Choose how to repay',
  'repay.chooseCard': 'Please choose a bank card first.',
  'repay.wrongCode': 'Please enter the code we sent by SMS.',
  'repay.getCode': 'Get code',
  'repay.verificationWrong': 'That code is not right. Check the SMS and enter it again.',
  'repay.duplicatePayment': 'This repayment is already on its way.',
  'repay.cardListFailed': 'We could not load your bank cards.',
  'register.wrongMobile': 'Please enter a correct mobile number.',
  'register.wrongCaptcha': 'Please enter the characters shown in the image.',
  'register.wrongSmsCode': 'Please enter the code we sent by SMS.',
  'register.duplicateSend': 'A code is already on its way. Please wait before asking for another.',
  'register.alreadyRegistered': 'You are already registered. Download the app and log in.',
  'site.aboutUs': 'About us',
  'site.contactUs': 'Contact us',
  'site.privacyPolicy': 'Privacy policy',
  'site.loanTerms': 'Loan terms and conditions',
  'money.amountUnknown':
    'The amount to repay is not available, so repayment is paused. Please refresh or contact us.',
  'navigation.refused': "This page can't be opened safely. Please go back, or contact us.",
  'navigation.refusedPayment':
    "This repayment page can't be opened safely. Please choose another channel or contact us.",
  // One verb for paying back (docs/copy.md): the spec's REPAY and Repayment are one action.
  'loanDetail.repay': 'Repay',
  'loanDetail.repayment': 'Repay',
};
