import type { PaymentGuide } from '@loan/ui';

// The local payment provider's guide (spec 2). Static product copy: the pictures are in public/guide.
const base = import.meta.env.BASE_URL;

export const wallets: PaymentGuide[] = [
  {
    name: 'GCash',
    steps: [
      'Open GCash and tap Bills.',
      'Choose Payment Solutions, then Dragonpay.',
      'Enter your Reference_no and the exact amount, then tap Confirm.',
      'Keep the receipt until the payment shows in your loan.',
    ],
    image: { src: `${base}guide/gcash.svg`, alt: 'GCash bill payment screen' },
  },
  {
    name: 'Maya',
    steps: [
      'Open Maya and tap Bills.',
      'Search for Dragonpay and select it.',
      'Enter your Reference_no and the exact amount, then tap Continue.',
      'Keep the receipt until the payment shows in your loan.',
    ],
    image: { src: `${base}guide/maya.svg`, alt: 'Maya bill payment screen' },
  },
];

export const store: PaymentGuide = {
  name: '7-Eleven',
  steps: [
    'At the CLiQQ kiosk, choose Bills Payment, then Dragonpay.',
    'Enter your Reference_no and the exact amount, then print the slip.',
    'Pay the slip at the counter in cash.',
    'Keep the receipt: payments are posted within the day.',
  ],
  image: { src: `${base}guide/store.svg`, alt: '7-Eleven CLiQQ bills payment screen' },
};

export const walletSteps = [
  'Log in to your e-wallet and make sure its balance covers the amount.',
  'Pay the exact amount: a different amount cannot be matched to your loan.',
  'Your loan is updated within minutes of a successful payment.',
];

export const qrSteps = [
  'Open your e-wallet and tap Scan or Pay QR.',
  'Scan the QR code shown on your repayment page.',
  'Check that the amount matches, then confirm.',
  'Wait for the success screen before you close the app.',
];
