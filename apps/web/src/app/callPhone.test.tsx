import { type BridgeEventDetail, defaultBrand } from '@loan/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import * as home from '../routes/home';
import { renderRoute } from '../test/route';
import { BrandProvider } from './BrandProvider';

const sent: BridgeEventDetail[] = [];
const record = (event: Event) => sent.push((event as CustomEvent<BridgeEventDetail>).detail);

/** The company site as the app shows it: inside the brand's provider, whose phone links call the shell. */
function SiteInBrand() {
  return (
    <BrandProvider>
      <home.Component />
    </BrandProvider>
  );
}

afterEach(() => {
  window.removeEventListener('loanbridge', record);
  sent.length = 0;
});

describe("the kit's phone links in the app", () => {
  it("call through the bridge's callPhone, not a tel: link the webview may not open", async () => {
    window.addEventListener('loanbridge', record);
    renderRoute({ Component: SiteInBrand }, '/?section=contact');
    const phone = await screen.findByRole('link', { name: defaultBrand.company.phone });
    // fireEvent returns false when the link's own navigation was cancelled.
    expect(fireEvent.click(phone)).toBe(false);
    await waitFor(() => expect(sent).toEqual([{ name: 'callPhone', payload: { phone: '+63281234567' } }]));
  });
});
