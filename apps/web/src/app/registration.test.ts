import { indianMobile, philippineMobile, specMobile } from '@loan/core';
import { describe, expect, it } from 'vitest';
import { registrationCalls, registrationErrors } from './registration';

const context = {
  sid: 'sid-1',
  pageId: 't-1',
  session: { deviceId: 'dev-1', appName: 'peso', merchantNumber: 'm-1' },
  promotion: { app_from: 'web', user_from: 'fb', utm_tag: 'spring', invite_code: 'inv-1' },
};

describe('registration under a Philippine market rule (issue 14)', () => {
  it('accepts 0917 123 4567 and +63 917 123 4567', () => {
    for (const mobile of ['0917 123 4567', '+63 917 123 4567']) {
      expect(
        registrationErrors({ mobile, captcha: 'ab12', smsCode: '123456' }, ['mobile'], philippineMobile),
      ).toEqual({});
    }
  });

  it('sends 09171234567 to get-sms, register (phone and userName) and track-click, whatever was typed', () => {
    for (const mobile of ['0917 123 4567', '+63 917 123 4567']) {
      const calls = registrationCalls(
        { mobile, captcha: 'ab12', smsCode: '123456' },
        philippineMobile,
        context,
      );
      expect(calls.sms).toEqual({
        phone: '09171234567',
        capcode: 'ab12',
        sid: 'sid-1',
        deviceId: 'dev-1',
        appName: 'peso',
        app_from: 'web',
        user_from: 'fb',
        utm_tag: 'spring',
      });
      expect(calls.register).toEqual({
        ...calls.sms,
        merchantNumber: 'm-1',
        userName: '09171234567',
        smsCode: '123456',
        invite_code: 'inv-1',
        id: 't-1',
      });
      expect(calls.click).toEqual({
        page_id: 't-1',
        phone: '09171234567',
        app_from: 'web',
        user_from: 'fb',
        utm_tag: 'spring',
      });
    }
  });

  it("refuses the spec's number with the Philippine message, and takes a phone keypad", () => {
    const form = { mobile: '13912345678', captcha: '', smsCode: '' };
    expect(registrationErrors(form, ['mobile', 'captcha'], philippineMobile)).toEqual({
      mobile: 'register.wrongMobilePh',
      captcha: 'register.wrongCaptcha',
    });
    expect(philippineMobile.inputMode).toBe('tel');
    expect(indianMobile.inputMode).toBe('tel');
  });
});

describe("registration under the spec's rule (the default brand)", () => {
  it("refuses a Philippine number with '请正确输入手机号！' and keeps the digits-only field", () => {
    const form = { mobile: '09171234567', captcha: 'ab12', smsCode: '' };
    expect(registrationErrors(form, ['mobile', 'captcha', 'smsCode'], specMobile)).toEqual({
      mobile: 'register.wrongMobile',
      smsCode: 'register.wrongSmsCode',
    });
    expect(specMobile.inputMode).toBe('numeric');
  });

  it('sends a spec number as typed', () => {
    const calls = registrationCalls(
      { mobile: '13912345678', captcha: 'ab12', smsCode: '123456' },
      specMobile,
      context,
    );
    expect([calls.sms.phone, calls.register.phone, calls.register.userName, calls.click.phone]).toEqual([
      '13912345678',
      '13912345678',
      '13912345678',
      '13912345678',
    ]);
  });
});

describe("registration typed in India's own digits", () => {
  it('sends the mobile and the captcha in ASCII digits when the keyboard typed Devanagari', () => {
    const calls = registrationCalls(
      { mobile: '+९१ ९८७६५ ४३२१०', captcha: 'a१२b', smsCode: '123456' },
      indianMobile,
      context,
    );
    expect(calls.sms.phone).toBe('9876543210');
    expect(calls.sms.capcode).toBe('a12b');
    expect(calls.register.userName).toBe('9876543210');
  });
});
