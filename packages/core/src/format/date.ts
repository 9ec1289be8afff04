// Dates as YYYY-MM-DD or YYYY-MM-DD HH:MM:SS, zero padded, in the device's local time (spec 1).

/** `2024-01-05`, `2024/1/5`, `2024-01-05 09:30`, `2024-01-05T09:30:15.120`: no zone, so local time. */
const LOCAL_DATE = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?)?$/;
/** An ISO date-time with an explicit zone, which `Date.parse` reads the same everywhere. */
const ZONED_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})$/i;

function fromLocalParts(match: RegExpExecArray): Date | undefined {
  const [year, month, day, hours, minutes, seconds] = match.slice(1, 7).map((part) => Number(part ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  if (month < 1 || month > 12 || hours > 23 || minutes > 59 || seconds > 59) return undefined;
  const date = new Date(year, month - 1, day, hours, minutes, seconds);
  // Refuse 2024-02-30 rather than roll it over to March.
  return date.getDate() === day && date.getMonth() === month - 1 ? date : undefined;
}

/**
 * Reads a `Date`, a millisecond timestamp (number or digit string) or a date string.
 * Numbers are always milliseconds: a seconds timestamp such as `1700000000` is read as
 * 20 January 1970 (docs/decisions/core-date-input.md). Returns `undefined` when invalid.
 */
export function toDate(value: unknown): Date | undefined {
  let date: Date | undefined;
  if (value instanceof Date) {
    date = new Date(value.getTime());
  } else if (typeof value === 'number') {
    date = new Date(value);
  } else if (typeof value === 'string') {
    const text = value.trim();
    const local = LOCAL_DATE.exec(text);
    if (/^-?\d+$/.test(text)) date = new Date(Number(text));
    else if (local) date = fromLocalParts(local);
    else if (ZONED_DATE.test(text)) date = new Date(text);
  }
  return date && Number.isFinite(date.getTime()) ? date : undefined;
}

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

function ymd(date: Date): string {
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** For a string that is not a date, the string itself; for any other invalid value, `''` (never NaN). */
function invalid(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** `YYYY-MM-DD` (spec 1). */
export function formatDate(value: unknown): string {
  const date = toDate(value);
  return date ? ymd(date) : invalid(value);
}

/** `YYYY-MM-DD HH:MM:SS` (spec 1). */
export function formatDateTime(value: unknown): string {
  const date = toDate(value);
  if (!date) return invalid(value);
  return `${ymd(date)} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}
