import { ConfigProvider } from '@loan/ui';
import type { ReactNode } from 'react';
import { brand } from './brand';

/** The kit speaks the brand's catalogue and writes money the brand's way, on every screen. */
export function BrandProvider({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={brand.catalogue} money={brand.market.money}>
      {children}
    </ConfigProvider>
  );
}
