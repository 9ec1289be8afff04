/**
 * Whether the engine knows `timeZone` as an IANA zone (a brand's config is checked with it). A module of
 * its own: the brand's check runs on every page, and must not bring the date formatting with it.
 */
export function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** Whether `locale` is a language tag the engine writes dates in (a brand's `market.dateLocale`). */
export function isDateLocale(locale: string): boolean {
  try {
    return typeof locale === 'string' && Intl.DateTimeFormat.supportedLocalesOf(locale).length > 0;
  } catch {
    return false;
  }
}
