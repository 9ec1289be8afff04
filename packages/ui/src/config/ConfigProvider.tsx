import {
  type Catalogue,
  type MessageKey,
  type MessageVars,
  type MoneyFormat,
  message,
  specCatalogue,
  specMoney,
} from '@loan/core';
import { createContext, type ReactNode, useContext, useMemo } from 'react';

/** What the kit reads from its provider: every word it shows and how it writes money. */
export interface KitConfig {
  /** The locale: one string per key (`specCatalogue`, `enCatalogue` or a brand's own `Catalogue`). */
  locale: Catalogue;
  /** How every amount is written: the brand's `market.money`. */
  money: MoneyFormat;
}

// Without a provider the kit speaks the spec's product: its strings and its peso amounts.
const KitContext = createContext<KitConfig>({ locale: specCatalogue, money: specMoney('0') });

export interface ConfigProviderProps extends Partial<KitConfig> {
  children?: ReactNode;
}

/**
 * The kit's locale and money for everything inside, as antd-mobile's ConfigProvider: a brand passes
 * its catalogue and its market's money format once, at the root. Unset values come from the
 * enclosing provider, or the spec's product at the top.
 */
export function ConfigProvider({ locale, money, children }: ConfigProviderProps) {
  const outer = useContext(KitContext);
  const value = useMemo(
    () => ({ locale: locale ?? outer.locale, money: money ?? outer.money }),
    [locale, money, outer],
  );
  return <KitContext.Provider value={value}>{children}</KitContext.Provider>;
}

/** The provider's config. */
export function useKitConfig(): KitConfig {
  return useContext(KitContext);
}

/** A message of the provider's locale: `t('common.next')`, placeholders filled as plain text. */
export function useText(): (key: MessageKey, vars?: MessageVars) => string {
  const { locale } = useContext(KitContext);
  return useMemo(() => (key: MessageKey, vars?: MessageVars) => message(locale, key, vars), [locale]);
}

/** The provider's money format: `money(500000)` gives `₱5000.00` in the default brand. */
export function useMoney(): (minorUnits: unknown) => string {
  return useContext(KitContext).money.format;
}
