// A brand team's app: the kit installed by name from a registry, its own theme on the public contract.
import '@loan/ui/styles.css';
import './host.css';
import { type Catalogue, enCatalogue, formatAmount, intlMoney } from '@loan/core';
import { ConfigProvider, RepayScreen, StarRating, ToastViewport, toast } from '@loan/ui';
import { kitRoot, themeTokens, themeVars } from '@loan/ui/theme';
import { type CSSProperties, StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';

/** Acme's theme: the kit's base tokens with its own colours, with no vanilla-extract plugin. */
const acme = themeTokens({
  color: {
    brand: '#6a1b9a',
    brandPressed: '#4a148c',
    brandSoft: '#f3e5f5',
    background: '#f7f5fa',
    border: '#d9d3e0',
  },
});

/** Acme's words: the kit's English catalogue with one string of its own (every key stays typed). */
const acmeText: Catalogue = { ...enCatalogue, 'repayment.repayTitle': 'Pay Acme back' };

/** Acme's money: Philippine pesos written by Intl (`₱2,500.00`). */
const acmeMoney = intlMoney('en-PH', 'PHP');

function App() {
  const [channel, setChannel] = useState(-1);
  const [stars, setStars] = useState(0);
  return (
    // The kit has no words of its own: one provider at the root gives them, and the money format.
    <ConfigProvider locale={acmeText} money={acmeMoney}>
      <div className={kitRoot} style={themeVars(acme) as CSSProperties} data-testid="kit">
        <p data-testid="due">{formatAmount('0', 250000)}</p>
        <StarRating label="Rate Acme" value={stars} onChange={setStars} />
        <RepayScreen
          amount={250000}
          repayDate="2026-12-01"
          productName="Acme Cash"
          channels={[{ name: 'GCash', logo: '', channelNumber: 1 }]}
          channelIndex={channel}
          onChannelChange={setChannel}
          onPay={() => toast.success('Paid')}
        />
        <ToastViewport />
      </div>
    </ConfigProvider>
  );
}

const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
