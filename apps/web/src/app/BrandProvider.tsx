import { ConfigProvider } from '@loan/ui';
import type { ReactNode } from 'react';
import { brand } from './brand';
import { callPhone } from './callPhone';

/**
 * The kit speaks the brand's catalogue, writes money the brand's way and dates in the brand's zone, and
 * its phone links call through the native shell, on every screen.
 */
export function BrandProvider({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider
      locale={brand.catalogue}
      money={brand.market.money}
      timeZone={brand.market.timeZone}
      dateLocale={brand.market.dateLocale}
      onCallPhone={callPhone}
    >
      {children}
    </ConfigProvider>
  );
}
