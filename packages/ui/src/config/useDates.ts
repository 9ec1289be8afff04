import { formatDate, formatDateTime } from '@loan/core';
import { useMemo } from 'react';
import { useKitConfig } from './ConfigProvider';

// A module of its own: the provider is on every page's first load, the date formatting only with the
// screens that show a date (issue 23's time zones had brought it to every page).

/**
 * The provider's dates: `date(1700000000)` gives `2023-11-15` in Asia/Kolkata, whatever the phone's zone,
 * and `15 Nov 2023` where the provider's `dateLocale` is `'en-IN'`.
 */
export function useDates(): { date: (value: unknown) => string; dateTime: (value: unknown) => string } {
  const { timeZone, dateLocale } = useKitConfig();
  return useMemo(
    () => ({
      date: (value: unknown) => formatDate(value, { timeZone, locale: dateLocale }),
      dateTime: (value: unknown) => formatDateTime(value, { timeZone, locale: dateLocale }),
    }),
    [timeZone, dateLocale],
  );
}
