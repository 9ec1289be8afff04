import { describe, expect, it } from 'vitest';
import * as constants from './index';

describe('constants of spec 9', () => {
  it('has the complaint limits: 200 characters, 9 images, 1.5 s success modal, 3 weekdays', () => {
    expect(constants.COMPLAINT_TEXT_MAX).toBe(200);
    expect(constants.COMPLAINT_IMAGES_MAX).toBe(9);
    expect(constants.SUCCESS_MODAL_MS).toBe(1500);
    expect(constants.COMPLAINT_HANDLING_WEEKDAYS).toBe(3);
  });
  it('has the rating rules: 3000 ms delay, 5 stars, low under 4, always sends 5', () => {
    expect(constants.RATING_MODAL_DELAY_MS).toBe(3000);
    expect(constants.RATING_STARS).toBe(5);
    expect(constants.LOW_SCORE_BELOW).toBe(4);
    expect(constants.RATING_SUBMIT_SCORE).toBe(5);
  });
  it('has the toast durations: 3000 ms, 2 s, custom over 300 ms', () => {
    expect(constants.TOAST_DEFAULT_MS).toBe(3000);
    expect(constants.TOAST_INFO_MS).toBe(2000);
    expect(constants.TOAST_MIN_CUSTOM_MS).toBe(300);
  });
  it('has the bank form defaults: card type 1, channel 90006', () => {
    expect(constants.BANK_DEFAULT_CARD_TYPE).toBe(1);
    expect(constants.BANK_DEFAULT_CHANNEL).toBe(90006);
  });
  it('has the code lengths and countdown: 60 s, 4, 6, 11', () => {
    expect(constants.SMS_COUNTDOWN_S).toBe(60);
    expect(constants.CAPTCHA_LENGTH).toBe(4);
    expect(constants.SMS_CODE_LENGTH).toBe(6);
    expect(constants.MOBILE_LENGTH).toBe(11);
  });
  it('has the request timeout of 60000 ms', () => {
    expect(constants.REQUEST_TIMEOUT_MS).toBe(60000);
  });
  it('has the flags: scene 3, rollover 1, retention pop 1, module ids 30 and 18', () => {
    expect(constants.AGREEMENT_SCENE).toBe(3);
    expect(constants.ROLLOVER_FLAG).toBe(1);
    expect(constants.RETENTION_POP_TYPE).toBe(1);
    expect(constants.MODULE_ID_BORROW_AGAIN).toBe(30);
    expect(constants.MODULE_ID_FAILURE_PAGE).toBe(18);
  });
  it('has the UI defaults: 2 collapsed rows, pull 25/100/1 s, 5 tabs and 0.3, row of 4, badge 99', () => {
    expect(constants.DETAIL_ROWS_COLLAPSED).toBe(2);
    expect(constants.PULL_DISTANCE).toBe(25);
    expect(constants.PULL_DAMPING).toBe(100);
    expect(constants.PULL_FALLBACK_MS).toBe(1000);
    expect(constants.TABS_PER_PAGE).toBe(5);
    expect(constants.TAB_SWIPE_THRESHOLD).toBe(0.3);
    expect(constants.IMAGE_PICKER_COLUMNS).toBe(4);
    expect(constants.BADGE_MAX).toBe(99);
  });
  it('has region 1 for the rupee and a cookie expiry at the end of year 9999', () => {
    expect(constants.RUPEE_REGION).toBe('1');
    expect(new Date(constants.COOKIE_EXPIRES).toISOString()).toBe('9999-12-31T23:59:59.000Z');
  });
  it('has the status icons of spec 2, defaulting to 200', () => {
    expect(constants.ORDER_STATUS_ICONS).toEqual([21, 110, 151, 170, 174, 180, 200]);
    expect(constants.DEFAULT_STATUS_ICON).toBe(200);
    expect(constants.PAGE_KEYS).toEqual(['setting', 'main', 'login', 'order', 'productDetail']);
  });
  it('has the server codes of spec 8', () => {
    expect(constants.SERVER_CODES).toEqual({
      verificationWrong: '800006',
      duplicatePayment: '800005',
      wrongImageCaptcha: '101',
      alreadyRegistered: '11',
      wrongCaptchaOnRegister: '-1',
    });
  });
});
