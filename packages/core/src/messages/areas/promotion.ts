import type { EnglishOf } from './types';

// The promotion area's strings (issue 14): keys are 'promotion.*' unless they already existed elsewhere.
// The registration messages of spec 5 (register.*) are in base.ts.
export const spec = {
  // ours: the registration landing when the template gives no text of its own.
  'promotion.headline': 'Register to get your loan',
  'promotion.register': 'Register',
  'promotion.loadingForm': 'Loading the registration form',
  'promotion.mobile': 'Mobile number',
  'promotion.captcha': 'Image captcha',
  'promotion.captchaPlaceholder': '{count} characters',
  'promotion.refreshCaptcha': 'Refresh the image captcha',
  'promotion.smsCodePlaceholder': '{count}-digit code',
  // ours: the consent line above the register button (the spec has none; docs/decisions/consent-line.md).
  // {action} is the button's label as shown (the template's may read otherwise than Register).
  'promotion.consent': 'By tapping {action}, you agree to our {privacy} and {terms}.',
  'promotion.privacyLink': 'Privacy Policy',
  'promotion.termsLink': 'Loan Terms And Conditions',
  // ours: the download page when the template gives no text of its own.
  'promotion.ourApp': 'Our app',
  'promotion.downloadHeadline': 'Download the app to get your loan',
  'promotion.downloadText': 'Install the app and sign in with the mobile number you registered.',
  'promotion.download': 'Download the app',
  'promotion.loadingApp': "Loading the app's details",
  // ours (issue 24 item 4): the download page's three benefits and its store badges (generic glyphs,
  // the stores' names as text: the badge's accessible name is its visible text).
  'promotion.benefitsTitle': 'Why get the app',
  'promotion.benefitApply': 'Apply in a few steps on your phone',
  'promotion.benefitPayout': 'Your loan sent to your bank account',
  'promotion.benefitSecure': 'Your data kept private and secure',
  'promotion.storeGetItOn': 'Get it on',
  'promotion.storeGooglePlay': 'Google Play',
  'promotion.storeDownloadOn': 'Download on the',
  'promotion.storeAppStore': 'App Store',
} as const;

// English, written to docs/copy.md (issue 24): sentence case, one verb per action; the rest is the spec's.
export const en: EnglishOf<typeof spec> = {
  ...spec,
  'promotion.captcha': 'Image code',
  'promotion.refreshCaptcha': 'Show a new image code',
  'promotion.privacyLink': 'Privacy policy',
  'promotion.termsLink': 'Loan terms and conditions',
  'promotion.downloadText': 'Install the app and log in with the mobile number you registered.',
};
