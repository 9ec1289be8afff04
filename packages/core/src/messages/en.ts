import type { Catalogue } from './spec';
import { specCatalogue } from './spec';

/** The spec's catalogue with every Chinese, Spanish and Indonesian string in English. */
export const enCatalogue: Catalogue = {
  ...specCatalogue,
  'complaint.collectionNotAllowed': 'The selected order does not support the collection complaint type',
  'rating.choose': 'Please choose',
  'rating.success': 'Successful demonstration!',
  'repay.chooseCard': 'Please choose a bank card first!',
  'repay.wrongCode': 'Please enter a correct code',
  // The spec gives these two English glosses itself (spec 8).
  'repay.verificationWrong': 'verification code wrong',
  'repay.duplicatePayment': 'do not submit payment request twice',
  'register.wrongMobile': 'Please enter a correct mobile number!',
  'register.wrongCaptcha': 'Please enter a correct image captcha!',
  'register.wrongSmsCode': 'Please enter a correct SMS code!',
  'register.duplicateSend': 'Please do not send the code again!',
};
