import { describe, expect, it, vi } from 'vitest';
import { currencySymbol, formatAmount } from './currency';
import { formatDate, formatDateTime, isDateLocale, isTimeZone, toDate } from './date';
import { formatMoney, isNumeric, parseMoney } from './money';
import { groupNumber } from './number';

describe('formatMoney (spec 1: minor units / 100, 2 decimals)', () => {
  it('divides a number of minor units by 100 with two decimals', () => {
    expect(formatMoney(12345)).toBe('123.45');
  });
  it('accepts a numeric string', () => {
    expect(formatMoney('12345')).toBe('123.45');
  });
  it('pads amounts under one major unit', () => {
    expect(formatMoney(5)).toBe('0.05');
    expect(formatMoney(50)).toBe('0.50');
    expect(formatMoney(0)).toBe('0.00');
  });
  it('keeps the sign of a negative amount and drops it from zero', () => {
    expect(formatMoney(-150)).toBe('-1.50');
    expect(formatMoney('-0')).toBe('0.00');
    expect(formatMoney(-0)).toBe('0.00');
  });
  it('is exact for integers beyond 2^53 given as strings', () => {
    expect(formatMoney('123456789012345678901')).toBe('1234567890123456789.01');
  });
  it('rounds fractional minor units to the nearest hundredth', () => {
    expect(formatMoney(12345.6)).toBe('123.46');
    expect(formatMoney('12345.6')).toBe('123.46');
    expect(formatMoney(-0.4)).toBe('0.00');
  });
  it('ignores surrounding spaces of a numeric string', () => {
    expect(formatMoney(' 100 ')).toBe('1.00');
  });
  it('returns a non-numeric string unchanged', () => {
    expect(formatMoney('abc')).toBe('abc');
    expect(formatMoney('--')).toBe('--');
    expect(formatMoney('1e3')).toBe('1e3');
    expect(formatMoney('')).toBe('');
  });
  it('gives an empty string, never NaN, for non-numbers', () => {
    expect(formatMoney(Number.NaN)).toBe('');
    expect(formatMoney(Number.POSITIVE_INFINITY)).toBe('');
    expect(formatMoney(null)).toBe('');
    expect(formatMoney(undefined)).toBe('');
    expect(formatMoney({})).toBe('');
  });
});

describe('parseMoney', () => {
  it('reads a display amount back into minor units', () => {
    expect(parseMoney('123.45')).toBe(12345);
    expect(parseMoney('-1.50')).toBe(-150);
    expect(parseMoney('0.05')).toBe(5);
  });
  it('refuses anything that is not a two-decimal amount', () => {
    expect(parseMoney('123.4')).toBeUndefined();
    expect(parseMoney('abc')).toBeUndefined();
    expect(parseMoney(12345)).toBeUndefined();
    expect(parseMoney('99999999999999999.99')).toBeUndefined();
  });
});

describe('isNumeric', () => {
  it('accepts finite numbers and plain decimal strings only', () => {
    expect(isNumeric(1)).toBe(true);
    expect(isNumeric('1.5')).toBe(true);
    expect(isNumeric('.5')).toBe(true);
    expect(isNumeric(Number.NaN)).toBe(false);
    expect(isNumeric('1,000')).toBe(false);
    expect(isNumeric(null)).toBe(false);
  });
});

describe('groupNumber (spec 1: threes with a dot, decimal part after a dot)', () => {
  it('groups integer digits in threes with a dot', () => {
    expect(groupNumber(1234567)).toBe('1.234.567');
    expect(groupNumber('1000')).toBe('1.000');
  });
  it('leaves three digits or fewer alone', () => {
    expect(groupNumber(999)).toBe('999');
    expect(groupNumber(0)).toBe('0');
  });
  it('keeps the decimal part after a dot, ungrouped', () => {
    expect(groupNumber('1234567.891')).toBe('1.234.567.891');
    expect(groupNumber(1234.5)).toBe('1.234.5');
  });
  it('keeps a sign', () => {
    expect(groupNumber(-1234)).toBe('-1.234');
  });
  it('drops a trailing dot with no decimals', () => {
    expect(groupNumber('1234.')).toBe('1.234');
  });
  it('returns non-numeric strings unchanged and other non-numbers as empty', () => {
    expect(groupNumber('abc')).toBe('abc');
    expect(groupNumber(Number.NaN)).toBe('');
    expect(groupNumber(undefined)).toBe('');
    expect(groupNumber(1e-7)).toBe('1e-7');
  });
});

describe('currencySymbol (spec 1, 9: region 1 is rupee, else peso)', () => {
  it('gives the rupee for region 1, as number or string', () => {
    expect(currencySymbol(1)).toBe('₹');
    expect(currencySymbol('1')).toBe('₹');
    expect(currencySymbol(' 1 ')).toBe('₹');
  });
  it('gives the peso for every other value', () => {
    for (const region of [0, '0', 2, '2', '01', '', null, undefined, true, 'rupee']) {
      expect(currencySymbol(region)).toBe('₱');
    }
  });
  it('prefixes an amount with the region symbol', () => {
    expect(formatAmount('1', 12345)).toBe('₹123.45');
    expect(formatAmount(0, '500')).toBe('₱5.00');
  });
});

describe('formatDate and formatDateTime (spec 1: zero-padded local dates)', () => {
  const morning = new Date(2024, 0, 5, 3, 4, 5);

  it('formats a Date as YYYY-MM-DD', () => {
    expect(formatDate(morning)).toBe('2024-01-05');
  });
  it('formats a Date as YYYY-MM-DD HH:MM:SS', () => {
    expect(formatDateTime(morning)).toBe('2024-01-05 03:04:05');
  });
  it('reads a millisecond timestamp, as number or digit string', () => {
    expect(formatDateTime(morning.getTime())).toBe('2024-01-05 03:04:05');
    expect(formatDateTime(String(morning.getTime()))).toBe('2024-01-05 03:04:05');
  });
  it('reads a timestamp below 1e11 as seconds: 1700000000 is 14 November 2023, not January 1970', () => {
    expect(formatDate(1700000000, { timeZone: 'UTC' })).toBe('2023-11-14');
    expect(formatDateTime('1700000000', { timeZone: 'UTC' })).toBe('2023-11-14 22:13:20');
    expect(formatDateTime(1700000000123, { timeZone: 'UTC' })).toBe('2023-11-14 22:13:20');
    expect(toDate(1700000000)?.getTime()).toBe(1700000000000);
    expect(toDate(-86400)?.getTime()).toBe(-86400000);
  });
  it('reads a zone-less date string as local time, so the day never shifts', () => {
    expect(formatDate('2024-01-05')).toBe('2024-01-05');
    expect(formatDateTime('2024/1/5 9:05:07')).toBe('2024-01-05 09:05:07');
    expect(formatDateTime('2024-01-05T09:05')).toBe('2024-01-05 09:05:00');
    expect(formatDateTime('2024-12-31 23:59:59.999')).toBe('2024-12-31 23:59:59');
  });
  it('keeps the calendar day of a date string west of UTC, where new Date(string) would shift it', () => {
    vi.stubEnv('TZ', 'America/Los_Angeles');
    try {
      expect(formatDate('2024-01-05')).toBe('2024-01-05');
      expect(new Date('2024-01-05').getDate()).toBe(4);
    } finally {
      vi.unstubAllEnvs();
    }
  });
  it('reads an ISO string with a zone at that instant', () => {
    const instant = new Date(Date.UTC(2024, 5, 1, 12, 30, 0));
    expect(formatDateTime('2024-06-01T12:30:00Z')).toBe(formatDateTime(instant));
    expect(formatDateTime('2024-06-01T20:30:00+08:00')).toBe(formatDateTime(instant));
  });
  it('pads years under 1000 to four digits', () => {
    const ancient = new Date(2000, 0, 1);
    ancient.setFullYear(5);
    expect(formatDate(ancient)).toBe('0005-01-01');
  });
  it('returns a string that is not a date unchanged', () => {
    expect(formatDate('not a date')).toBe('not a date');
    expect(formatDate('2024-02-30')).toBe('2024-02-30');
    expect(formatDateTime('2024-13-01')).toBe('2024-13-01');
    expect(formatDateTime('2024-01-01 24:00')).toBe('2024-01-01 24:00');
  });
  it('gives an empty string, never NaN, for other invalid values', () => {
    expect(formatDate(Number.NaN)).toBe('');
    expect(formatDate(new Date('nope'))).toBe('');
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime({})).toBe('');
    expect(formatDate(8.64e15 + 1)).toBe('');
  });
  it('shows an instant in the zone it is given, whatever the device is set to', () => {
    // 18:30 UTC on 4 January is past midnight in India and Manila: the due day is the 5th there.
    const instant = Date.UTC(2024, 0, 4, 18, 30, 0);
    for (const device of ['America/New_York', 'Asia/Kolkata', 'UTC']) {
      vi.stubEnv('TZ', device);
      try {
        expect(formatDate(instant, { timeZone: 'Asia/Kolkata' }), device).toBe('2024-01-05');
        expect(formatDateTime(instant, { timeZone: 'Asia/Kolkata' }), device).toBe('2024-01-05 00:00:00');
        expect(formatDateTime(instant / 1000, { timeZone: 'Asia/Manila' }), device).toBe(
          '2024-01-05 02:30:00',
        );
        expect(formatDateTime('2024-01-04T18:30:00Z', { timeZone: 'Asia/Manila' }), device).toBe(
          '2024-01-05 02:30:00',
        );
      } finally {
        vi.unstubAllEnvs();
      }
    }
  });
  it('shows an instant in the device zone when no zone is given (the spec, the default brand)', () => {
    vi.stubEnv('TZ', 'America/New_York');
    try {
      expect(formatDate(Date.UTC(2024, 0, 4, 18, 30, 0))).toBe('2024-01-04');
      expect(formatDateTime(Date.UTC(2024, 0, 5, 3, 0, 0))).toBe('2024-01-04 22:00:00');
    } finally {
      vi.unstubAllEnvs();
    }
  });
  it("shows a zone-less string as written, in any zone: it is the market's wall clock", () => {
    expect(formatDateTime('2024-01-05 09:05:07', { timeZone: 'Asia/Kolkata' })).toBe('2024-01-05 09:05:07');
    expect(formatDate('2024-01-05', { timeZone: 'America/New_York' })).toBe('2024-01-05');
    expect(formatDate('2024-02-30', { timeZone: 'Asia/Kolkata' })).toBe('2024-02-30');
  });
  it('writes midnight as 00 in a zone', () => {
    expect(formatDateTime(Date.UTC(2024, 0, 5, 0, 0, 0), { timeZone: 'UTC' })).toBe('2024-01-05 00:00:00');
  });
  it('knows an IANA zone from a typo', () => {
    expect(isTimeZone('Asia/Kolkata')).toBe(true);
    expect(isTimeZone('Asia/Manila')).toBe(true);
    expect(isTimeZone('Asia/Kolkatta')).toBe(false);
  });
  it('copies the Date it reads, so callers cannot mutate it', () => {
    const parsed = toDate(morning);
    parsed?.setFullYear(1999);
    expect(morning.getFullYear()).toBe(2024);
  });
});

describe("formatDate and formatDateTime in a market's locale (market.dateLocale: dates a person reads)", () => {
  const india = { locale: 'en-IN', timeZone: 'Asia/Kolkata' };
  const philippines = { locale: 'en-PH', timeZone: 'Asia/Manila' };
  it("writes a day as the market's apps do: day, short month, year", () => {
    expect(formatDate('2026-12-20', india)).toBe('20 Dec 2026');
    expect(formatDate('2026-12-20', philippines)).toBe('Dec 20, 2026');
    expect(formatDate('2026/1/5', india)).toBe('5 Jan 2026');
  });
  it('writes a date-time to the minute on a 12-hour clock, without seconds', () => {
    expect(formatDateTime('2026-11-20 08:40:00', india)).toBe('20 Nov 2026, 8:40 am');
    expect(formatDateTime('2026-11-20 08:40:59', philippines)).toBe('Nov 20, 2026, 8:40 AM');
    expect(formatDateTime('2026-11-20 00:05', india)).toBe('20 Nov 2026, 12:05 am');
    expect(formatDateTime('2026-11-20T18:30', philippines)).toBe('Nov 20, 2026, 6:30 PM');
  });
  it("shows a zone-less string as written, in any device zone: it is the market's wall clock", () => {
    for (const device of ['America/New_York', 'Pacific/Kiritimati', 'UTC']) {
      vi.stubEnv('TZ', device);
      try {
        expect(formatDate('2026-12-20', { ...india, timeZone: 'America/New_York' }), device).toBe(
          '20 Dec 2026',
        );
        expect(formatDateTime('2026-11-20 23:59:00', india), device).toBe('20 Nov 2026, 11:59 pm');
      } finally {
        vi.unstubAllEnvs();
      }
    }
  });
  it("shows a timestamp (seconds or milliseconds) or a zoned string in the market's zone", () => {
    // 18:30 UTC on 4 January is 00:00 on the 5th in India and 02:30 in Manila.
    const instant = Date.UTC(2024, 0, 4, 18, 30, 0);
    vi.stubEnv('TZ', 'America/New_York');
    try {
      expect(formatDate(instant / 1000, india)).toBe('5 Jan 2024');
      expect(formatDateTime(String(instant / 1000), india)).toBe('5 Jan 2024, 12:00 am');
      expect(formatDateTime(instant, philippines)).toBe('Jan 5, 2024, 2:30 AM');
      expect(formatDateTime('2024-01-04T18:30:00Z', philippines)).toBe('Jan 5, 2024, 2:30 AM');
      expect(formatDate(new Date(instant), philippines)).toBe('Jan 5, 2024');
      // No zone: the device's, as the spec's dates.
      expect(formatDate(instant, { locale: 'en-IN' })).toBe('4 Jan 2024');
    } finally {
      vi.unstubAllEnvs();
    }
  });
  it('gives the text of a string that is no date, and nothing for any other invalid value', () => {
    expect(formatDate('not a date', india)).toBe('not a date');
    expect(formatDate('2024-02-30', india)).toBe('2024-02-30');
    expect(formatDateTime('2024-01-01 24:00', philippines)).toBe('2024-01-01 24:00');
    expect(formatDate(Number.NaN, india)).toBe('');
    expect(formatDateTime(new Date('nope'), philippines)).toBe('');
    expect(formatDateTime(null, india)).toBe('');
    expect(formatDate({}, philippines)).toBe('');
  });
  it("leaves the spec's format to a brand that names no locale (the default brand)", () => {
    expect(formatDate('2026-12-20', { timeZone: 'Asia/Kolkata' })).toBe('2026-12-20');
    expect(formatDateTime('2026-11-20 08:40:00', { timeZone: 'Asia/Manila' })).toBe('2026-11-20 08:40:00');
    expect(formatDateTime('2026-11-20 08:40:00', { locale: '' })).toBe('2026-11-20 08:40:00');
    expect(formatDateTime(1700000000, { timeZone: 'UTC' })).toBe('2023-11-14 22:13:20');
  });
  it('knows a locale the engine writes dates in from a malformed one', () => {
    expect(isDateLocale('en-IN')).toBe(true);
    expect(isDateLocale('en-PH')).toBe(true);
    expect(isDateLocale('en_IN')).toBe(false);
    expect(isDateLocale('')).toBe(false);
  });
});
