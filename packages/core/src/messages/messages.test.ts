import { describe, expect, it } from 'vitest';
import { indiaBrand } from '../../../../brands/india/brand';
import { defaultBrand } from '../brand/defaultBrand';
import { enCatalogue } from './en';
import { fillPlaceholders, message, messagesFor } from './message';
import { specCatalogue } from './spec';

/** Letters outside English: accented Latin, CJK, full-width forms. */
const NON_ENGLISH = /[\u00c0-\u024f\u3000-\u9fff\uff00-\uffef]/;

describe('spec catalogue (the spec strings, literally)', () => {
  it('holds the Chinese repayment and registration strings of spec 5', () => {
    expect(message(specCatalogue, 'repay.chooseCard')).toBe('请先选择付款银行卡！');
    expect(message(specCatalogue, 'repay.wrongCode')).toBe('请输入正确的验证码');
    expect(message(specCatalogue, 'register.wrongMobile')).toBe('请正确输入手机号！');
    expect(message(specCatalogue, 'register.wrongCaptcha')).toBe('请正确输入图形验证码！');
    expect(message(specCatalogue, 'register.wrongSmsCode')).toBe('请正确输入短信验证码！');
    expect(message(specCatalogue, 'register.duplicateSend')).toBe('请勿重复发送验证码!');
  });
  it('holds the Spanish and Indonesian strings of spec 4', () => {
    expect(message(specCatalogue, 'complaint.collectionNotAllowed')).toBe(
      'El pedido seleccionado no admite el envío de tipo de colección',
    );
    expect(message(specCatalogue, 'rating.choose')).toBe('Silakan pilih');
  });
  it('holds the English toasts of spec 2 and 8 as written', () => {
    expect(message(specCatalogue, 'rating.success')).toBe('Successful demonstration！');
    expect(message(specCatalogue, 'common.copySuccess')).toBe('copy success');
    expect(message(specCatalogue, 'upload.success')).toBe('Upload succeeded!');
    expect(message(specCatalogue, 'contact.incomplete')).toBe('Please provide complete information!');
    expect(message(specCatalogue, 'register.alreadyRegistered')).toBe(
      'You are already registered, please download the app and log in',
    );
    expect(message(specCatalogue, 'repay.verificationWrong')).toBe('验证码错误');
  });
});

describe('English catalogue', () => {
  it('has every key of the spec catalogue', () => {
    expect(Object.keys(enCatalogue).sort()).toEqual(Object.keys(specCatalogue).sort());
  });
  it('holds no Chinese, Spanish or full-width text', () => {
    for (const [key, text] of Object.entries(enCatalogue)) {
      expect(NON_ENGLISH.test(text.replace('©', '')), key).toBe(false);
    }
  });
  it('replaces the Indonesian rating prompt', () => {
    expect(message(enCatalogue, 'rating.choose')).toBe('Please choose a number of stars.');
  });
  it("rewrites the spec's English glosses of the repayment confirm errors as what happened and what to do (docs/copy.md)", () => {
    expect(message(enCatalogue, 'repay.verificationWrong')).toBe(
      'That code is not right. Check the SMS and enter it again.',
    );
    expect(message(enCatalogue, 'repay.duplicatePayment')).toBe('This repayment is already on its way.');
  });
  it('keeps the English strings of the spec that the copy guide does not rewrite', () => {
    expect(message(enCatalogue, 'common.next')).toBe(message(specCatalogue, 'common.next'));
    expect(message(enCatalogue, 'complaint.handlingPromise')).toBe(
      message(specCatalogue, 'complaint.handlingPromise'),
    );
  });
});

describe('picking a catalogue', () => {
  it('follows the brand: the default brand speaks spec, India English', () => {
    expect(messagesFor(defaultBrand)('rating.choose')).toBe('Silakan pilih');
    expect(messagesFor(indiaBrand)('rating.choose')).toBe('Please choose a number of stars.');
  });
  it('shows the key itself for a key a catalogue built outside TypeScript lacks, never a blank', () => {
    const partial = { 'common.next': 'Sunod' } as unknown as typeof enCatalogue;
    expect(message(partial, 'common.next')).toBe('Sunod');
    expect(message(partial, 'common.cancel')).toBe('common.cancel');
  });
  it('accepts a catalogue object', () => {
    expect(message({ ...enCatalogue, 'common.next': 'Sunod' }, 'common.next')).toBe('Sunod');
  });
});

describe('placeholders', () => {
  it('fills {email} in About us', () => {
    expect(message(specCatalogue, 'about.email', { email: 'support@bayanihanlending.ph' })).toBe(
      'Customer service e-mail: support@bayanihanlending.ph',
    );
  });
  it('fills numbers', () => {
    expect(message(specCatalogue, 'complaint.counter', { count: 12, max: 200 })).toBe('12/200');
  });
  it('leaves a missing value visible as {name}', () => {
    expect(message(specCatalogue, 'about.email')).toBe('Customer service e-mail: {email}');
    expect(fillPlaceholders('{a} and {b}', { a: 'x' })).toBe('x and {b}');
  });
  it('does not expand placeholders inside a value', () => {
    expect(fillPlaceholders('{a}{b}', { a: '{b}', b: 'B' })).toBe('{b}B');
  });
  it('does not read inherited names such as {constructor}', () => {
    expect(fillPlaceholders('{constructor}{toString}', {})).toBe('{constructor}{toString}');
  });
  it('inserts $ patterns literally', () => {
    expect(fillPlaceholders('pay {amount}', { amount: "$&$'$`" })).toBe("pay $&$'$`");
  });
  it('leaves markup in a value as text and a non-finite number as the placeholder', () => {
    expect(fillPlaceholders('{x}', { x: '<img src=x onerror=alert(1)>' })).toBe(
      '<img src=x onerror=alert(1)>',
    );
    expect(fillPlaceholders('{n}', { n: Number.NaN })).toBe('{n}');
  });
});

describe('refused URLs (ours: the spec gives no text)', () => {
  it('tells the borrower what to do next, in both catalogues', () => {
    expect(message(specCatalogue, 'navigation.refused')).toMatch(/contact customer service/);
    expect(message(specCatalogue, 'navigation.refusedPayment')).toBe(
      "This payment page can't be opened safely. Please choose another payment channel or contact customer service.",
    );
    expect(message(enCatalogue, 'navigation.refused')).toMatch(/contact us/);
    expect(message(enCatalogue, 'navigation.refusedPayment')).toBe(
      "This repayment page can't be opened safely. Please choose another channel or contact us.",
    );
  });
});

describe('the English catalogue', () => {
  it('has English for every key: nothing in Chinese, Spanish or Indonesian', () => {
    for (const [key, text] of Object.entries(enCatalogue)) {
      expect(NON_ENGLISH.test(text) || /Silakan|pedido/.test(text), key).toBe(false);
    }
  });
  it('has exactly the keys of the spec catalogue', () => {
    expect(Object.keys(enCatalogue).sort()).toEqual(Object.keys(specCatalogue).sort());
  });
});
