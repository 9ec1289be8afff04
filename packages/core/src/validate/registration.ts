import { CAPTCHA_LENGTH, SMS_CODE_LENGTH } from '../constants/limits';
import { type MobileRule, specMobile } from '../market/mobile';
import type { Validation } from './result';
import { invalid, text, valid } from './result';

/**
 * The registration mobile as the server wants it under the brand's market rule, or `undefined` when
 * it is not a number of that market. Default the spec's rule: 11 digits, 1 then 3 to 9 (spec 5).
 */
export function registrationMobile(mobile: unknown, rule: MobileRule = specMobile): string | undefined {
  return rule.normalise(text(mobile));
}

/** Registration mobile under the market's rule, else the rule's message: the spec's is '请正确输入手机号！' (spec 5). */
export function validateRegistrationMobile(mobile: unknown, rule: MobileRule = specMobile): Validation {
  return registrationMobile(mobile, rule) === undefined ? invalid(rule.errorKey) : valid;
}

/** Image captcha: required, at most 4 characters: '请正确输入图形验证码！' (spec 5). */
export function validateCaptcha(captcha: unknown): Validation {
  const value = text(captcha).trim();
  return value !== '' && value.length <= CAPTCHA_LENGTH ? valid : invalid('register.wrongCaptcha');
}

/** SMS code: required, at most 6 characters: '请正确输入短信验证码！' (spec 5). */
export function validateSmsCode(code: unknown): Validation {
  const value = text(code).trim();
  return value !== '' && value.length <= SMS_CODE_LENGTH ? valid : invalid('register.wrongSmsCode');
}

/** Sending again while the countdown runs: '请勿重复发送验证码!' (spec 5). */
export function validateSmsResend(secondsLeft: unknown): Validation {
  return typeof secondsLeft === 'number' && secondsLeft > 0 ? invalid('register.duplicateSend') : valid;
}

/** A new captcha needs a mobile first; without one, the market rule's phone error (spec 5). */
export function validateCaptchaRequest(mobile: unknown, rule: MobileRule = specMobile): Validation {
  return text(mobile).trim() === '' ? invalid(rule.errorKey) : valid;
}
