import { describe, expect, it } from 'vitest';
import { scrubDetail, scrubText } from './scrub';

describe('scrubText', () => {
  it('cuts the query string and fragment from URLs and paths: the session rides there', () => {
    expect(
      scrubText(
        'Failed to fetch https://app.example.com/h5api/v3/repay?sessionId=s-991&userId=u-7#top and /summerJuly?orderId=o-21&sessionId=s1',
      ),
    ).toBe('Failed to fetch https://app.example.com/h5api/v3/repay and /summerJuly');
  });

  it("cuts the page's own origin, so a same-origin URL reads as its path", () => {
    expect(
      scrubText(
        'Failed to fetch dynamically imported module: https://app.example.com/assets/repay-B1x.js?v=1',
        'https://app.example.com',
      ),
    ).toBe('Failed to fetch dynamically imported module: /assets/repay-B1x.js');
  });

  it('masks phone numbers however they are written', () => {
    expect(scrubText('no account for 09171234567')).toBe('no account for #');
    expect(scrubText('call +63 917 555 0199 now')).toBe('call +# now');
    expect(scrubText('mobile 98765-43210 is taken')).toBe('mobile # is taken');
  });

  it('masks amounts, with or without a currency sign', () => {
    expect(scrubText('cannot repay ₱5,227.50 today')).toBe('cannot repay ₱# today');
    expect(scrubText('limit ₹1,00,000.00 reached')).toBe('limit ₹# reached');
    expect(scrubText('₱500 due')).toBe('₱# due');
    expect(scrubText('amount 15000 over')).toBe('amount # over');
  });

  it('masks the value of a secret written as name=value or name: value in a message', () => {
    expect(scrubText('Request failed for sessionId=demo&userId=u-demo')).toBe(
      'Request failed for sessionId=#&userId=#',
    );
    expect(scrubText('bad body {"phone":"0917","ok":true}')).toBe('bad body {"phone":#,"ok":true}');
    expect(scrubText("token: 'abc', amount: 12")).toBe('token: #, amount: #');
    expect(scrubText("Cannot read properties of undefined (reading 'repayAmount')")).toBe(
      "Cannot read properties of undefined (reading 'repayAmount')",
    );
  });

  it('masks e-mail addresses', () => {
    expect(scrubText('bad user juan.dela+cruz@mail.example.ph here')).toBe('bad user <email> here');
  });

  it('keeps short numbers, React error codes, hashed file names and stack positions', () => {
    expect(scrubText('Minified React error #418; visit https://react.dev/errors/418?args[]=x')).toBe(
      'Minified React error #418; visit https://react.dev/errors/418',
    );
    expect(scrubText('HTTP 500 on o-174')).toBe('HTTP 500 on o-174');
    expect(scrubText('at n (/assets/index-Q8rD12345e8.js:1:23456)')).toBe(
      'at n (/assets/index-Q8rD12345e8.js:1:23456)',
    );
    expect(
      scrubText('at https://app.example.com/assets/start-Bg2U.js:1234:56', 'https://app.example.com'),
    ).toBe('at /assets/start-Bg2U.js:1234:56');
  });

  it('cuts a long text to its limit, marking the cut', () => {
    const out = scrubText('x'.repeat(500), undefined, 300);
    expect(out).toHaveLength(300);
    expect(out.endsWith('…')).toBe(true);
    expect(scrubText('short', undefined, 300)).toBe('short');
  });
});

describe('scrubDetail', () => {
  it('drops every key that names a secret, whatever its value', () => {
    expect(
      scrubDetail({
        sessionId: 's-1',
        token: 't',
        phone: '0917',
        mobileNo: 'x',
        amount: 5000,
        repayAmount: '1',
        cardNo: '4111',
        email: 'a@b.c',
        message: 'kept',
      }),
    ).toEqual({ message: 'kept' });
  });

  it('scrubs every string, keeps finite numbers and booleans, drops undefined and non-finite numbers', () => {
    expect(
      scrubDetail({
        message: 'for 09171234567',
        line: 12,
        handled: false,
        column: undefined,
        value: Number.NaN,
      }),
    ).toEqual({ message: 'for #', line: 12, handled: false });
  });

  it('keeps up to 1000 characters of a stack and 300 of anything else', () => {
    const long = 'a'.repeat(2000);
    const out = scrubDetail({ stack: long, message: long });
    expect(String(out.stack)).toHaveLength(1000);
    expect(String(out.message)).toHaveLength(300);
  });
});
