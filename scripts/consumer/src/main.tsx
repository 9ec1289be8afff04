// A brand team's app: the kit installed by name from a registry, its own theme on the public contract.
import '@loan/ui/styles.css';
import './host.css';
import { formatAmount } from '@loan/core';
import { RepayScreen, StarRating, ToastViewport, toast } from '@loan/ui';
import { baseTokens, kitRoot, type ThemeTokens, themeVars } from '@loan/ui/theme';
import { type CSSProperties, StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';

/** Acme's theme: the shared scales of the kit and its own colours, with no vanilla-extract plugin. */
const acme: ThemeTokens = {
  ...baseTokens,
  color: {
    brand: '#6a1b9a',
    brandPressed: '#4a148c',
    onBrand: '#ffffff',
    brandSoft: '#f3e5f5',
    text: '#1c1b1f',
    textSecondary: '#4a4458',
    textDisabled: '#5f5a66',
    background: '#f7f5fa',
    surface: '#ffffff',
    border: '#d9d3e0',
    disabled: '#dcd8e0',
    onDisabled: '#49454f',
    danger: '#b3261e',
    success: '#1b6e2a',
    warning: '#8a5200',
    overlay: 'rgba(0, 0, 0, 0.55)',
    focus: '#1a56db',
  },
};

function App() {
  const [channel, setChannel] = useState(-1);
  const [stars, setStars] = useState(0);
  return (
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
  );
}

const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
