import { describe, expect, it } from 'vitest';
import { indianMobile, philippineMobile, specMobile } from './mobile';
import { intlMoney, specMoney } from './money';

describe('mobile rules', () => {
  it("keeps the spec's rule: 11 digits, 1 then 3 to 9", () => {
    expect(specMobile.normalise('13812345678')).toBe('13812345678');
    expect(specMobile.normalise('12812345678')).toBeUndefined();
    expect(specMobile.normalise('09171234567')).toBeUndefined();
  });
  it('takes a Philippine mobile: 09 and 9 digits; +63 and 63 are sent as 09', () => {
    expect(philippineMobile.normalise('09171234567')).toBe('09171234567');
    expect(philippineMobile.normalise('+63 917 123 4567')).toBe('09171234567');
    expect(philippineMobile.normalise('639171234567')).toBe('09171234567');
    expect(philippineMobile.normalise('0917-123-4567')).toBe('09171234567');
    for (const wrong of [
      '9171234567',
      '08171234567',
      '0917123456',
      '091712345678',
      '13812345678',
      '+91 9876543210',
    ]) {
      expect(philippineMobile.normalise(wrong), wrong).toBeUndefined();
    }
  });
  it('takes an Indian mobile: 10 digits from 6 to 9; +91, 91 and 0 are dropped', () => {
    expect(indianMobile.normalise('9876543210')).toBe('9876543210');
    expect(indianMobile.normalise('+91 98765 43210')).toBe('9876543210');
    expect(indianMobile.normalise('919876543210')).toBe('9876543210');
    expect(indianMobile.normalise('09876543210')).toBe('9876543210');
    expect(indianMobile.normalise('6000000000')).toBe('6000000000');
    for (const wrong of ['5876543210', '987654321', '98765432101', '+92 9876543210', '+63 9171234567']) {
      expect(indianMobile.normalise(wrong), wrong).toBeUndefined();
    }
  });
  it("reads a number typed in the market's own digits (Devanagari, Arabic-Indic) and sends ASCII", () => {
    expect(indianMobile.normalise('९८७६५४३२१०')).toBe('9876543210');
    expect(indianMobile.normalise('+९१ ९८७६५ ४३२१०')).toBe('9876543210');
    expect(philippineMobile.normalise('٠٩١٧١٢٣٤٥٦٧')).toBe('09171234567');
    expect(specMobile.normalise('１３８１２３４５６７８')).toBe('13812345678');
  });
  it('names its message and hint in the catalogue', () => {
    expect(specMobile.errorKey).toBe('register.wrongMobile');
    expect(philippineMobile.errorKey).toBe('register.wrongMobilePh');
    expect(indianMobile.errorKey).toBe('register.wrongMobileIn');
  });
});

describe('money formats', () => {
  it("keeps the spec's money for the default brand: minor / 100, 2 decimals, no grouping", () => {
    const peso = specMoney('0');
    expect(peso.format(500000)).toBe('₱5000.00');
    expect(peso.format('12345')).toBe('₱123.45');
    expect(specMoney('1').format(100)).toBe('₹1.00');
    expect(peso.forRegion?.('1').format(100)).toBe('₹1.00');
    expect(intlMoney('en-PH', 'PHP').forRegion).toBeUndefined();
  });
  it('writes en-PH pesos and en-IN rupees with their grouping, exactly', () => {
    expect(intlMoney('en-PH', 'PHP').format(500000)).toBe('₱5,000.00');
    expect(intlMoney('en-IN', 'INR').format(10000000)).toBe('₹1,00,000.00');
    expect(intlMoney('en-IN', 'INR').format('1234567890123456789')).toBe('₹12,34,56,78,90,12,34,567.89');
    expect(intlMoney('en-PH', 'PHP').format(-150)).toBe('-₱1.50');
  });
  it('gives no number for no amount', () => {
    expect(intlMoney('en-PH', 'PHP').format(undefined)).toBe('');
    expect(intlMoney('en-PH', 'PHP').format('n/a')).toBe('n/a');
  });
});
