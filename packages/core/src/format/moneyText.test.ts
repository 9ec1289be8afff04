import { describe, expect, it } from 'vitest';
import { parseMoneyText } from './moneyText';

describe('parseMoneyText: a server amount in the brand currency becomes minor units', () => {
  it.each([
    ['₱4,850.00', '485000'],
    ['₱4850.00', '485000'],
    ['₱ 4,850.00', '485000'],
    ['₱\u00a04,850.00', '485000'],
    ['PHP 4,850.00', '485000'],
    ['PHP4850', '485000'],
    ['Php 4,850.5', '485050'],
    ['₱150,000.00', '15000000'],
    ['₱1,000,000', '100000000'],
    ['₱0.00', '0'],
    ['₱0.05', '5'],
    ['  ₱227.50 ', '22750'],
    ['₱1,00,000.00', '10000000'],
  ])('PHP %j gives %j', (text, minor) => {
    expect(parseMoneyText(text, 'PHP')).toBe(minor);
  });

  it.each([
    ['₹1,00,000.00', '10000000'],
    ['₹12,34,567.89', '123456789'],
    ['₹4,850', '485000'],
    ['INR 4,850.00', '485000'],
    ['Rs 4,850.00', '485000'],
    ['Rs. 4,850.00', '485000'],
    ['Rs.1,000', '100000'],
    ['Rs120', '12000'],
  ])('INR %j gives %j', (text, minor) => {
    expect(parseMoneyText(text, 'INR')).toBe(minor);
  });

  it.each([
    ['-₱4,850.00', '-485000'],
    ['₱-4,850.00', '-485000'],
    ['₱ -4,850.00', '-485000'],
    ['\u2212₱227.50', '-22750'],
    ['-₱0.00', '0'],
  ])('a negative amount %j gives %j', (text, minor) => {
    expect(parseMoneyText(text, 'PHP')).toBe(minor);
  });

  it('is exact beyond the safe integers of a float', () => {
    expect(parseMoneyText('₱9,007,199,254,740,993.99', 'PHP')).toBe('900719925474099399');
  });

  it('takes the currency code in any case as the brand gives it', () => {
    expect(parseMoneyText('₱4,850.00', 'php')).toBe('485000');
  });

  it('reads nothing for a currency that is not an ISO code', () => {
    expect(parseMoneyText('₱4,850.00', '')).toBeUndefined();
    expect(parseMoneyText('P.H 4.00', 'P.H')).toBeUndefined();
  });

  it('knows another currency by its ISO code only', () => {
    expect(parseMoneyText('USD 12.50', 'USD')).toBe('1250');
    expect(parseMoneyText('$12.50', 'USD')).toBeUndefined();
  });
});

describe('parseMoneyText: everything else stays the server text', () => {
  it.each([
    ['another currency', '₹4,850.00', 'PHP'],
    ['another currency code', 'INR 4,850.00', 'PHP'],
    ['the peso under INR', '₱4,850.00', 'INR'],
    ['a dollar sign', '$4,850.00', 'PHP'],
    ['a percentage', '12%', 'PHP'],
    ['a rate with a sign', '₱0.05%', 'PHP'],
    ['a date', '2026-12-20', 'PHP'],
    ['a term', '91 days', 'PHP'],
    ['a bare number', '4850.00', 'PHP'],
    ['a bare grouped number', '4,850.00', 'PHP'],
    ['free text', 'Paid in full', 'PHP'],
    ['words after the amount', '₱4,850.00 per month', 'PHP'],
    ['words before the sign', 'about ₱4,850.00', 'PHP'],
    ['a code after the amount', '4,850.00 PHP', 'PHP'],
    ['a range', '₱500 - ₱5,000', 'PHP'],
    ['three decimals', '₱4,850.000', 'PHP'],
    ['a bare decimal point', '₱4,850.', 'PHP'],
    ['no integer part', '₱.50', 'PHP'],
    ['a group of the wrong size', '₱4,85,0.00', 'PHP'],
    ['a group of 4', '₱4,8500.00', 'PHP'],
    ['mixed groups', '₱1,000,00,000', 'PHP'],
    ['a leading comma', '₱,850.00', 'PHP'],
    ['a leading zero', '₱04,850.00', 'PHP'],
    ['a decimal comma', '₱4850,00', 'PHP'],
    ['two spaces', '₱  4,850.00', 'PHP'],
    ['two minus signs', '-₱-4,850.00', 'PHP'],
    ['a plus sign', '+₱4,850.00', 'PHP'],
    ['a sign alone', '₱', 'PHP'],
    ['a lower-case code', 'php 4,850.00', 'PHP'],
    ['an empty text', '', 'PHP'],
  ])('%s (%j under %s) gives undefined', (_, text, currency) => {
    expect(parseMoneyText(text, currency)).toBeUndefined();
  });

  it.each([undefined, null, 485000, {}])('a value that is not text (%j) gives undefined', (value) => {
    expect(parseMoneyText(value, 'PHP')).toBeUndefined();
  });
});
