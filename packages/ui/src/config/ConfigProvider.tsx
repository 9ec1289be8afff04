import { type Catalogue, type MessageKey, type MessageVars, type MoneyFormat, message } from '@loan/core';
import { createContext, type ReactNode, useContext, useMemo } from 'react';

/** What the kit reads from its provider: every word it shows and how it writes money. */
export interface KitConfig {
  /** The locale: one string per key (`specCatalogue`, `enCatalogue` or a brand's own `Catalogue`). */
  locale: Catalogue;
  /** How every amount is written: the brand's `market.money`. */
  money: MoneyFormat;
  /** The IANA zone dates are shown in: the brand's `market.timeZone`. Default the device's zone. */
  timeZone?: string;
  /**
   * The locale dates are written in for a person: the brand's `market.dateLocale` (`'en-IN'`:
   * `20 Dec 2026`). Default the spec's `YYYY-MM-DD` (`useDates`).
   */
  dateLocale?: string;
  /**
   * A phone link was tapped: the app calls through its native shell (the bridge's callPhone), which a
   * webview's `tel:` link may not reach. Default none: the link opens as a plain `tel:` link.
   */
  onCallPhone?: (phone: string) => void;
}

// No default: the kit has no words of its own, so it costs a bundle only the brand's catalogue (issue 16).
const KitContext = createContext<KitConfig | null>(null);

export interface ConfigProviderProps extends Partial<KitConfig> {
  children?: ReactNode;
}

const MISSING =
  '@loan/ui: wrap the app in <ConfigProvider locale={catalogue} money={moneyFormat}>; the kit takes every word and amount format from it';

/**
 * The kit's locale and money for everything inside, as antd-mobile's ConfigProvider: a brand passes
 * its catalogue (`specCatalogue`, `enCatalogue`, its own) and its market's money format once, at the
 * root. A nested provider may change either; the other comes from the enclosing one.
 */
export function ConfigProvider({
  locale,
  money,
  timeZone,
  dateLocale,
  onCallPhone,
  children,
}: ConfigProviderProps) {
  const outer = useContext(KitContext);
  const shown = locale ?? outer?.locale;
  const format = money ?? outer?.money;
  const zone = timeZone ?? outer?.timeZone;
  const dates = dateLocale ?? outer?.dateLocale;
  const call = onCallPhone ?? outer?.onCallPhone;
  if (!shown || !format) throw new Error(MISSING);
  const value = useMemo(
    () => ({ locale: shown, money: format, timeZone: zone, dateLocale: dates, onCallPhone: call }),
    [shown, format, zone, dates, call],
  );
  return <KitContext.Provider value={value}>{children}</KitContext.Provider>;
}

/** The provider's config; throws, naming the fix, when the kit is used without a provider. */
export function useKitConfig(): KitConfig {
  const config = useContext(KitContext);
  if (!config) throw new Error(MISSING);
  return config;
}

/** A message of the provider's locale: `t('common.next')`, placeholders filled as plain text. */
export function useText(): (key: MessageKey, vars?: MessageVars) => string {
  const { locale } = useKitConfig();
  return useMemo(() => (key: MessageKey, vars?: MessageVars) => message(locale, key, vars), [locale]);
}

/** The provider's money format: `money(500000)` gives `₱5000.00` in the default brand. */
export function useMoney(): (minorUnits: unknown) => string {
  return useKitConfig().money.format;
}
