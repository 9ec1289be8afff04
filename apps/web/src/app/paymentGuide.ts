import type { MarketRules, MessageKey } from '@loan/core';
import type { PaymentGuide } from '@loan/ui';

// The payment guides (spec 2): words from the brand's catalogue (repayment.guide.*), pictures in
// public/guide. Channel names are proper names. Which local guide shows is market data.
const base = import.meta.env.BASE_URL;

type Text = (key: MessageKey) => string;

export interface PaymentGuides {
  /** The local e-wallet bill payment guides; none where the market names no local guide. */
  wallets: PaymentGuide[];
  /** The local store guide; none where the market names no local guide. */
  store?: PaymentGuide;
  /** The e-wallet steps of any market. */
  walletSteps: string[];
  /** The QR-scan steps of any market. */
  qrSteps: string[];
}

/** The Philippine guide: GCash and Maya bill payment, and 7-Eleven over the counter. */
function philippines(t: Text): Pick<PaymentGuides, 'wallets' | 'store'> {
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
  };
}

/** The guides of a market in a catalogue: its local guide when it names one, and the generic steps. */
export function paymentGuide(t: Text, market: Pick<MarketRules, 'paymentGuide'>): PaymentGuides {
  const local = market.paymentGuide === 'philippines' ? philippines(t) : { wallets: [] };
  return {
    ...local,
    walletSteps: [t('repayment.guide.wallet1'), t('repayment.guide.wallet2'), t('repayment.guide.wallet3')],
    qrSteps: [
      t('repayment.guide.qr1'),
      t('repayment.guide.qr2'),
      t('repayment.guide.qr3'),
      t('repayment.guide.qr4'),
    ],
  };
}
