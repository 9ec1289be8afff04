import { describe, expect, it } from 'vitest';
import { indianMobile, philippineMobile } from '../market/mobile';
import { specCatalogue } from '../messages/spec';
import {
  characterCount,
  limitComplaintText,
  remainingImageSlots,
  validateComplaintText,
  validateImageCount,
} from './complaint';
import { isEmail, isPhone, isUrl } from './formats';
import { isProductEnabled, validateContactForm, validateRating } from './forms';
import {
  registrationMobile,
  validateCaptcha,
  validateCaptchaRequest,
  validateRegistrationMobile,
  validateSmsCode,
  validateSmsResend,
} from './registration';
import { validateRepaymentCard, validateRepaymentCode } from './repayment';
import { digitsOnly, groupCardNumber, sanitizePhoneInput, ungroupCardNumber } from './sanitize';

describe('input sanitisers (spec 5)', () => {
  it('bank numeric inputs strip every non-digit', () => {
    expect(digitsOnly('12a-3 4.5')).toBe('12345');
    expect(digitsOnly(42)).toBe('42');
    expect(digitsOnly(null)).toBe('');
  });
  it("numeric inputs keep the market's own digits, as ASCII", () => {
    expect(digitsOnly('१२३४ ५६७८')).toBe('12345678');
    expect(ungroupCardNumber('৬২১৪ ৮৩০১')).toBe('62148301');
    expect(sanitizePhoneInput('०९१७ १२३-४५६७')).toBe('09171234567');
    expect(isPhone('+९१ ९८७६५ ४३२१०')).toBe(true);
  });
  it('generic phone inputs keep digits only, at most 11', () => {
    expect(sanitizePhoneInput('+63 (917) 555-0123 99')).toBe('63917555012');
    expect(sanitizePhoneInput('0917')).toBe('0917');
  });
  it('bank card inputs show digits in groups of four', () => {
    expect(groupCardNumber('1234567890123')).toBe('1234 5678 9012 3');
    expect(groupCardNumber('1234 5678')).toBe('1234 5678');
    expect(groupCardNumber('12345678')).toBe('1234 5678');
  });
  it('bank card numbers are sent as raw digits', () => {
    expect(ungroupCardNumber('1234 5678 9012 3')).toBe('1234567890123');
  });
});

describe('complaint rules (spec 5)', () => {
  it("empty text gives 'Please fill in your comments and suggestions'", () => {
    expect(validateComplaintText('')).toEqual({ ok: false, message: 'complaint.empty' });
    expect(validateComplaintText('   ')).toEqual({ ok: false, message: 'complaint.empty' });
  });
  it('any non-empty text passes', () => {
    expect(validateComplaintText('The app charged me twice')).toEqual({ ok: true });
  });
  it('input past 200 characters is ignored', () => {
    expect(limitComplaintText('a'.repeat(250))).toBe('a'.repeat(200));
    expect(limitComplaintText('short')).toBe('short');
  });
  it('counts and cuts by characters, so an emoji is never split', () => {
    const text = `${'a'.repeat(199)}😀😀`;
    expect(limitComplaintText(text)).toBe(`${'a'.repeat(199)}😀`);
    expect(characterCount('😀a')).toBe(2);
  });
  it('allows at most 9 images', () => {
    expect(validateImageCount(9)).toEqual({ ok: true });
    expect(validateImageCount(0)).toEqual({ ok: true });
    expect(validateImageCount(10)).toEqual({ ok: false, message: 'complaint.imageLimit' });
    expect(validateImageCount(-1)).toEqual({ ok: false, message: 'complaint.imageLimit' });
    expect(validateImageCount(2.5)).toEqual({ ok: false, message: 'complaint.imageLimit' });
  });
  it('tells the picker how many images it may still add', () => {
    expect(remainingImageSlots(0)).toBe(9);
    expect(remainingImageSlots(7)).toBe(2);
    expect(remainingImageSlots(12)).toBe(0);
    expect(remainingImageSlots('x')).toBe(9);
  });
});

describe('repayment rules (spec 4, 5)', () => {
  it("pay without a chosen card gives '请先选择付款银行卡！'", () => {
    expect(validateRepaymentCard(undefined)).toEqual({ ok: false, message: 'repay.chooseCard' });
    expect(validateRepaymentCard('')).toEqual({ ok: false, message: 'repay.chooseCard' });
    expect(validateRepaymentCard('card-7')).toEqual({ ok: true });
    expect(validateRepaymentCard(7)).toEqual({ ok: true });
  });
  it("an SMS code shorter than 6 gives '请输入正确的验证码'", () => {
    expect(validateRepaymentCode('12345')).toEqual({ ok: false, message: 'repay.wrongCode' });
    expect(validateRepaymentCode('123456')).toEqual({ ok: true });
    expect(validateRepaymentCode('1234567')).toEqual({ ok: true });
  });
});

describe('registration rules (spec 5)', () => {
  it('a mobile is 11 digits, 1 then 3 to 9', () => {
    expect(validateRegistrationMobile('13800138000')).toEqual({ ok: true });
    expect(validateRegistrationMobile('19912345678')).toEqual({ ok: true });
  });
  it("a wrong mobile gives '请正确输入手机号！'", () => {
    for (const mobile of ['12800138000', '1380013800', '138001380001', '23800138000', '1380013800a', '']) {
      expect(validateRegistrationMobile(mobile)).toEqual({ ok: false, message: 'register.wrongMobile' });
    }
  });
  it("the captcha is required, at most 4, else '请正确输入图形验证码！'", () => {
    expect(validateCaptcha('ab12')).toEqual({ ok: true });
    expect(validateCaptcha('a')).toEqual({ ok: true });
    expect(validateCaptcha('')).toEqual({ ok: false, message: 'register.wrongCaptcha' });
    expect(validateCaptcha('ab123')).toEqual({ ok: false, message: 'register.wrongCaptcha' });
  });
  it("the SMS code is required, at most 6, else '请正确输入短信验证码！'", () => {
    expect(validateSmsCode('123456')).toEqual({ ok: true });
    expect(validateSmsCode('')).toEqual({ ok: false, message: 'register.wrongSmsCode' });
    expect(validateSmsCode('1234567')).toEqual({ ok: false, message: 'register.wrongSmsCode' });
  });
  it("resending while the countdown runs gives '请勿重复发送验证码!'", () => {
    expect(validateSmsResend(42)).toEqual({ ok: false, message: 'register.duplicateSend' });
    expect(validateSmsResend(0)).toEqual({ ok: true });
  });
  it('a new captcha without a mobile gives the phone error', () => {
    expect(validateCaptchaRequest('')).toEqual({ ok: false, message: 'register.wrongMobile' });
    expect(validateCaptchaRequest('13800138000')).toEqual({ ok: true });
  });
});

describe("registration mobile under the brand's market rule (issue 14)", () => {
  it("without a rule, the spec's: its message is still '请正确输入手机号！' and a valid number is sent as typed", () => {
    expect(specCatalogue['register.wrongMobile']).toBe('请正确输入手机号！');
    expect(validateRegistrationMobile('09171234567')).toEqual({ ok: false, message: 'register.wrongMobile' });
    expect(registrationMobile('13800138000')).toBe('13800138000');
    expect(registrationMobile('12800138000')).toBeUndefined();
    expect(registrationMobile(undefined)).toBeUndefined();
  });
  it("a Philippine rule takes 0917 123 4567 and +63 917 123 4567, sends 09171234567, and refuses the spec's number", () => {
    for (const typed of ['09171234567', '0917 123 4567', '+63 917 123 4567', '639171234567']) {
      expect(validateRegistrationMobile(typed, philippineMobile), typed).toEqual({ ok: true });
      expect(registrationMobile(typed, philippineMobile), typed).toBe('09171234567');
    }
    for (const wrong of ['13800138000', '0917123456', '']) {
      expect(validateRegistrationMobile(wrong, philippineMobile), wrong).toEqual({
        ok: false,
        message: 'register.wrongMobilePh',
      });
    }
  });
  it('an Indian rule takes +91 and 0 prefixes and sends the 10 digits, with its own message', () => {
    expect(registrationMobile('+91 98765 43210', indianMobile)).toBe('9876543210');
    expect(registrationMobile('09876543210', indianMobile)).toBe('9876543210');
    expect(validateRegistrationMobile('5876543210', indianMobile)).toEqual({
      ok: false,
      message: 'register.wrongMobileIn',
    });
  });
  it("a new captcha without a mobile gives the rule's phone error", () => {
    expect(validateCaptchaRequest(' ', philippineMobile)).toEqual({
      ok: false,
      message: 'register.wrongMobilePh',
    });
    expect(validateCaptchaRequest('0917', philippineMobile)).toEqual({ ok: true });
  });
});

describe('public contact form (spec 2, 5)', () => {
  const complete = { name: 'Ana', telephone: '09171234567', email: 'ana@example.ph', remark: 'Hello' };
  it('passes when all four fields are filled', () => {
    expect(validateContactForm(complete)).toEqual({ ok: true });
  });
  it("any blank field gives 'Please provide complete information!'", () => {
    for (const field of ['name', 'telephone', 'email', 'remark'] as const) {
      expect(validateContactForm({ ...complete, [field]: ' ' })).toEqual({
        ok: false,
        message: 'contact.incomplete',
      });
    }
    expect(validateContactForm(undefined)).toEqual({ ok: false, message: 'contact.incomplete' });
  });
});

describe('rating and product rules (spec 4, 5)', () => {
  it("submitting with no star gives 'Silakan pilih'", () => {
    expect(validateRating(undefined)).toEqual({ ok: false, message: 'rating.choose' });
    expect(validateRating(0)).toEqual({ ok: false, message: 'rating.choose' });
    expect(validateRating(6)).toEqual({ ok: false, message: 'rating.choose' });
  });
  it('any of the 5 stars passes', () => {
    for (const score of [1, 2, 3, 4, 5]) expect(validateRating(score)).toEqual({ ok: true });
  });
  it("a product whose enabled flag is '0' ignores clicks", () => {
    expect(isProductEnabled('0')).toBe(false);
    expect(isProductEnabled(0)).toBe(false);
    expect(isProductEnabled('1')).toBe(true);
    expect(isProductEnabled(undefined)).toBe(true);
  });
});

describe('format helpers (spec 5)', () => {
  it('recognises e-mail addresses', () => {
    expect(isEmail('support@bayanihanlending.ph')).toBe(true);
    expect(isEmail('no-at-sign.ph')).toBe(false);
    expect(isEmail('a@b')).toBe(false);
    expect(isEmail('a b@c.ph')).toBe(false);
    expect(isEmail(`${'a'.repeat(250)}@b.ph`)).toBe(false);
  });
  it('recognises phone numbers of 7 to 15 digits', () => {
    expect(isPhone('+63 917 555 0123')).toBe(true);
    expect(isPhone('(02) 8123-4567')).toBe(true);
    expect(isPhone('12345')).toBe(false);
    expect(isPhone('0917abc1234')).toBe(false);
    expect(isPhone('1234567890123456')).toBe(false);
  });
  it('recognises absolute http and https URLs only', () => {
    expect(isUrl('https://example.ph/pay')).toBe(true);
    expect(isUrl('http://example.ph')).toBe(true);
    expect(isUrl('javascript:alert(1)')).toBe(false);
    expect(isUrl('/relative')).toBe(false);
    expect(isUrl(' https://example.ph')).toBe(false);
    expect(isUrl('')).toBe(false);
  });
});
