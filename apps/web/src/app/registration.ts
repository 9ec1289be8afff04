import {
  type MessageKey,
  type MobileRule,
  type PromotionParams,
  type PromotionTracking,
  type RegisterInput,
  registrationMobile,
  type SessionParams,
  type SmsInput,
  toAsciiDigits,
  validateCaptcha,
  validateRegistrationMobile,
  validateSmsCode,
} from '@loan/core';

/** The promotion landing's form (spec 2, 5) as typed. */
export interface RegistrationForm {
  mobile: string;
  captcha: string;
  smsCode: string;
}

export type RegistrationField = keyof RegistrationForm;

/** The tracking params every promotion call carries (spec 7). */
export function tracking(promotion: PromotionParams): PromotionTracking {
  return { app_from: promotion.app_from, user_from: promotion.user_from, utm_tag: promotion.utm_tag };
}

/** The message of each named field that fails its check; the mobile is checked by the brand's market rule. */
export function registrationErrors(
  form: RegistrationForm,
  fields: readonly RegistrationField[],
  rule: MobileRule,
): Partial<Record<RegistrationField, MessageKey>> {
  const checks = {
    mobile: () => validateRegistrationMobile(form.mobile, rule),
    captcha: () => validateCaptcha(form.captcha),
    smsCode: () => validateSmsCode(form.smsCode),
  };
  const found: Partial<Record<RegistrationField, MessageKey>> = {};
  for (const field of fields) {
    const result = checks[field]();
    if (!result.ok) found[field] = result.message;
  }
  return found;
}

/** Where the form was opened: the captcha's sid, the template's id and the link's params. */
export interface RegistrationContext {
  sid: string;
  pageId: string;
  session: Pick<SessionParams, 'deviceId' | 'appName' | 'merchantNumber'>;
  promotion: PromotionParams;
}

/**
 * What get-sms, register and track-click send for a checked form. The phone is the number as the
 * market rule writes it (`+63 917 123 4567` is sent as `09171234567`), never as typed (issue 14).
 */
export function registrationCalls(form: RegistrationForm, rule: MobileRule, context: RegistrationContext) {
  const phone = registrationMobile(form.mobile, rule) ?? form.mobile;
  const sms: SmsInput = {
    phone,
    // The image's digits, as ASCII whatever script the keyboard typed them in.
    capcode: toAsciiDigits(form.captcha),
    sid: context.sid,
    deviceId: context.session.deviceId,
    appName: context.session.appName,
    ...tracking(context.promotion),
  };
  const register: RegisterInput = {
    ...sms,
    merchantNumber: context.session.merchantNumber,
    userName: phone,
    smsCode: form.smsCode,
    invite_code: context.promotion.invite_code,
    id: context.pageId,
  };
  // track-click: the phone of a valid register press (docs/decisions/promotion.md).
  const click = { page_id: context.pageId, phone, ...tracking(context.promotion) };
  return { sms, register, click };
}
