// Dates as YYYY-MM-DD or YYYY-MM-DD HH:MM:SS, zero padded (spec 1), in the brand's time zone where it
// names one, else the device's (docs/decisions/market-schemes-time-digits.md); or, where the brand's market
// names a locale, as a person reads them there, by Intl (docs/decisions/dates-people-read.md).

/** `2024-01-05`, `2024/1/5`, `2024-01-05 09:30`, `2024-01-05T09:30:15.120`: no zone, so a wall-clock time. */
const LOCAL_DATE = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?)?$/;
/** An ISO date-time with an explicit zone, which `Date.parse` reads the same everywhere. */
const ZONED_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})$/i;
/**
 * Timestamps below this are seconds: 1e11 ms is 3 March 1973, before any loan this product shows, and
 * 1e11 s is the year 5138. So `1700000000` (10 digits) is 14 November 2023, not 20 January 1970.
 */
const SECONDS_BELOW = 1e11;

export interface DateOptions {
  /**
   * The IANA zone the date is shown in (`'Asia/Kolkata'`: the brand's `market.timeZone`). Absent: the
   * device's zone (the spec's behaviour).
   */
  timeZone?: string;
  /**
   * The locale the date is written in for a person (the brand's `market.dateLocale`): `'en-IN'` gives
   * `20 Dec 2026` and `20 Dec 2026, 8:40 am`, `'en-PH'` `Dec 20, 2026` and `Dec 20, 2026, 8:40 AM`.
   * Absent: the spec's `YYYY-MM-DD` and `YYYY-MM-DD HH:MM:SS` (the default brand).
   */
  locale?: string;
}

/** A calendar date and time, as a clock on a wall shows it. */
interface WallTime {
  year: number;
  month: number;
  day: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** A wall-clock time read from a string, with the same clock as an instant in UTC (for Intl). */
interface ReadWallTime extends WallTime {
  utc: Date;
}

function wallParts(match: RegExpExecArray): ReadWallTime | undefined {
  const [year, month, day, hours, minutes, seconds] = match.slice(1, 7).map((part) => Number(part ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  if (month < 1 || month > 12 || hours > 23 || minutes > 59 || seconds > 59) return undefined;
  // Refuse 2024-02-30 rather than roll it over to March.
  const utc = new Date(Date.UTC(2000, month - 1, day, hours, minutes, seconds));
  utc.setUTCFullYear(year);
  return utc.getUTCDate() === day && utc.getUTCMonth() === month - 1
    ? { year, month, day, hours, minutes, seconds, utc }
    : undefined;
}

/** A timestamp in seconds or milliseconds, by size (`SECONDS_BELOW`). */
function fromTimestamp(value: number): Date {
  return new Date(Math.abs(value) < SECONDS_BELOW ? value * 1000 : value);
}

/** An instant (a Date), a wall-clock time (a zone-less string), or `undefined` when invalid. */
function read(value: unknown): Date | ReadWallTime | undefined {
  let date: Date | undefined;
  if (value instanceof Date) date = new Date(value.getTime());
  else if (typeof value === 'number') date = fromTimestamp(value);
  else if (typeof value === 'string') {
    const text = value.trim();
    if (/^-?\d+$/.test(text)) date = fromTimestamp(Number(text));
    else {
      const local = LOCAL_DATE.exec(text);
      if (local) return wallParts(local);
      if (ZONED_DATE.test(text)) date = new Date(text);
    }
  }
  return date && Number.isFinite(date.getTime()) ? date : undefined;
}

/**
 * Reads a `Date`, a timestamp (number or digit string; below 1e11 it is seconds, else milliseconds) or a
 * date string; a zone-less string is read in the device's zone. Returns `undefined` when invalid.
 */
export function toDate(value: unknown): Date | undefined {
  const parsed = read(value);
  if (parsed === undefined || parsed instanceof Date) return parsed;
  const date = new Date(
    parsed.year,
    parsed.month - 1,
    parsed.day,
    parsed.hours,
    parsed.minutes,
    parsed.seconds,
  );
  date.setFullYear(parsed.year);
  return date;
}

/** One formatter per locale, zone and fields: building one costs more than formatting with it. */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(
  locale: string,
  timeZone: string | undefined,
  fields: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = `${locale} ${timeZone} ${Object.keys(fields).length}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { timeZone, ...fields });
    formatters.set(key, formatter);
  }
  return formatter;
}

const DAY: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric' };
const DAY_TIME: Intl.DateTimeFormatOptions = { ...DAY, hour: 'numeric', minute: 'numeric' };
const PARTS: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
  hourCycle: 'h23',
};

/** The wall-clock time of an instant in `timeZone`, or in the device's zone. */
function wallTimeOf(date: Date, timeZone: string | undefined): WallTime {
  if (timeZone === undefined) {
    return {
      year: date.getFullYear(),
      month: date.getMonth() + 1,
      day: date.getDate(),
      hours: date.getHours(),
      minutes: date.getMinutes(),
      seconds: date.getSeconds(),
    };
  }
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {};
  for (const part of formatterFor('en-US', timeZone, PARTS).formatToParts(date))
    parts[part.type] = Number(part.value);
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 0,
    day: parts.day ?? 0,
    // Some engines write midnight as 24 even with h23.
    hours: (parts.hour ?? 0) % 24,
    minutes: parts.minute ?? 0,
    seconds: parts.second ?? 0,
  };
}

/**
 * The wall-clock time to show. A zone-less string is already the market's wall clock (the server
 * writes it so), so it is shown as written; an instant is shown in the zone.
 */
function shown(value: unknown, options: DateOptions): WallTime | undefined {
  const parsed = read(value);
  if (parsed === undefined) return undefined;
  return parsed instanceof Date ? wallTimeOf(parsed, options.timeZone) : parsed;
}

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

function ymd(time: WallTime): string {
  return `${pad(time.year, 4)}-${pad(time.month)}-${pad(time.day)}`;
}

/** For a string that is not a date, the string itself; for any other invalid value, `''` (never NaN). */
function invalid(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/**
 * `value` written by Intl in `options.locale`: an instant in the zone, a wall-clock time as written (the
 * same clock read in UTC); invalid as `invalid` says.
 */
function written(value: unknown, options: DateOptions, fields: Intl.DateTimeFormatOptions): string {
  const parsed = read(value);
  if (parsed === undefined) return invalid(value);
  const wall = !(parsed instanceof Date);
  return formatterFor(options.locale as string, wall ? 'UTC' : options.timeZone, fields).format(
    wall ? parsed.utc : parsed,
  );
}

/**
 * `YYYY-MM-DD` (spec 1), in `options.timeZone` or the device's zone; with `options.locale`, the day as
 * that locale writes it (`20 Dec 2026`).
 */
export function formatDate(value: unknown, options: DateOptions = {}): string {
  if (options.locale) return written(value, options, DAY);
  const time = shown(value, options);
  return time ? ymd(time) : invalid(value);
}

/**
 * `YYYY-MM-DD HH:MM:SS` (spec 1), in `options.timeZone` or the device's zone; with `options.locale`, the
 * day and the minute as that locale writes them (`20 Dec 2026, 8:40 am`: a person reads no seconds).
 */
export function formatDateTime(value: unknown, options: DateOptions = {}): string {
  if (options.locale) return written(value, options, DAY_TIME);
  const time = shown(value, options);
  if (!time) return invalid(value);
  return `${ymd(time)} ${pad(time.hours)}:${pad(time.minutes)}:${pad(time.seconds)}`;
}

export { isDateLocale, isTimeZone } from './timeZone';
