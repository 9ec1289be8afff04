import type { MessageKey } from '@loan/core';
import type { PaymentGuide } from '@loan/ui';

// The local payment provider's guide (spec 2): its words are the brand's catalogue's
// (repayment.guide.*), its pictures are in public/guide. Channel names are proper names.
const base = import.meta.env.BASE_URL;

type Text = (key: MessageKey) => string;

/** The guide in a catalogue: two e-wallets, a store, and the e-wallet and QR-scan steps. */
export function paymentGuide(t: Text): {
  wallets: PaymentGuide[];
  store: PaymentGuide;
  walletSteps: string[];
  qrSteps: string[];
} {
  return {
    wallets: [
      {
        name: 'GCash',
        steps: [
          t('repayment.guide.gcash1'),
          t('repayment.guide.gcash2'),
          t('repayment.guide.gcash3'),
          t('repayment.guide.keepReceipt'),
        ],
        image: { src: `${base}guide/gcash.svg`, alt: t('repayment.guide.gcashAlt') },
      },
      {
        name: 'Maya',
        steps: [
          t('repayment.guide.maya1'),
          t('repayment.guide.maya2'),
          t('repayment.guide.maya3'),
          t('repayment.guide.keepReceipt'),
        ],
        image: { src: `${base}guide/maya.svg`, alt: t('repayment.guide.mayaAlt') },
      },
    ],
    store: {
      name: '7-Eleven',
      steps: [
        t('repayment.guide.store1'),
        t('repayment.guide.store2'),
        t('repayment.guide.store3'),
        t('repayment.guide.store4'),
      ],
      image: { src: `${base}guide/store.svg`, alt: t('repayment.guide.storeAlt') },
    },
    walletSteps: [t('repayment.guide.wallet1'), t('repayment.guide.wallet2'), t('repayment.guide.wallet3')],
    qrSteps: [
      t('repayment.guide.qr1'),
      t('repayment.guide.qr2'),
      t('repayment.guide.qr3'),
      t('repayment.guide.qr4'),
    ],
  };
}
