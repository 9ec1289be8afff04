import { CAPTCHA_LENGTH, SMS_CODE_LENGTH } from '../constants/limits';
import type { Validation } from './result';
import { invalid, text, valid } from './result';

/** 11 digits, starting with 1 then 3 to 9 (spec 5). */
const MOBILE = /^1[3-9]\d{9}$/;

/** Registration mobile: '请正确输入手机号！' (spec 5). */
export function validateRegistrationMobile(mobile: unknown): Validation {
  return MOBILE.test(text(mobile)) ? valid : invalid('register.wrongMobile');
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

/** A new captcha needs a mobile first; without one, the phone error (spec 5). */
export function validateCaptchaRequest(mobile: unknown): Validation {
  return text(mobile).trim() === '' ? invalid('register.wrongMobile') : valid;
}
