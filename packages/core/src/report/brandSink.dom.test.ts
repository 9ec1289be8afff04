import { describe, expect, it } from 'vitest';
import { defaultBrand } from '../brand/defaultBrand';
import type { BridgeEventDetail } from '../bridge/messages';
import { brandReportSink } from './brandSink';

describe('brandReportSink in a page', () => {
  it("sends by the brand's bridge by default: in a plain browser, the loanbridge event", () => {
    const seen: BridgeEventDetail[] = [];
    const record = (event: Event) => seen.push((event as CustomEvent<BridgeEventDetail>).detail);
    window.addEventListener('loanbridge', record);
    brandReportSink(defaultBrand, { build: 'b-1' })({ kind: 'error', detail: { message: 'x' } });
    window.removeEventListener('loanbridge', record);
    expect(seen).toEqual([
      {
        name: 'burialPoint',
        payload: {
          event: 'error',
          extra: expect.objectContaining({
            message: 'x',
            build: 'b-1',
            brand: 'default',
            agent: navigator.userAgent,
          }),
        },
      },
    ]);
  });
});
