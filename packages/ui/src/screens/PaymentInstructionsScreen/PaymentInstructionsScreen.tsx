import { useState } from 'react';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { NavBar } from '../../components/NavBar';
import { Page } from '../../components/Page';
import { PayCodeCard } from '../../components/PayCodeBox';
import { Tabs } from '../../components/Tabs';
import { useText } from '../../config';
import { Card, Stack } from '../../layout';
import * as styles from './PaymentInstructionsScreen.css';

/** One way to pay: its name, its steps in order, and a picture of the step that matters most. */
export interface PaymentGuide {
  /** The wallet or store, such as 'GCash'. */
  name: string;
  /** The steps, in order (text). */
  steps: readonly string[];
  /** A picture of the app or counter; a tap enlarges it. Default none. */
  image?: { src: string; alt: string };
}

export const paymentInstructionViews = ['bills', 'qr'] as const;
export type PaymentInstructionView = (typeof paymentInstructionViews)[number];

export interface PaymentInstructionsScreenProps {
  /** The market's e-wallet bill payment guides (two wallets in the Philippines, spec 2). Default none. */
  wallets?: readonly PaymentGuide[];
  /** The market's offline store guide, paid with the reference number. Default none. */
  store?: PaymentGuide;
  /** The second view: e-wallet step texts. */
  walletSteps: readonly string[];
  /** The second view: the QR-scan step list. */
  qrSteps: readonly string[];
  /** The borrower's reference number and amount (the requestType=1 link). Default none: the guide only. */
  reference?: { payCode: string; amount: string | number };
  /** The view shown first. Default `'bills'`. */
  defaultView?: PaymentInstructionView;
  /** Called with the view chosen. Default none. */
  onViewChange?: (view: PaymentInstructionView) => void;
  /** Page title. Default the catalogue's `title.paymentInstructions`. */
  pageTitle?: string;
  /** Called by the back button; without it there is none. Default none. */
  onBack?: () => void;
}

function Steps({ steps, label }: { steps: readonly string[]; label: string }) {
  return (
    <ol className={styles.steps} aria-label={label}>
      {steps.map((step) => (
        <li key={step}>{step}</li>
      ))}
    </ol>
  );
}

/**
 * Payment instructions (spec 2): the market's local guide (bill payment in two e-wallets and at a store
 * with the reference number, pictures that enlarge on tap) and a second view with the e-wallet steps
 * and the QR-scan steps; without a local guide, those steps alone. With a reference (requestType=1)
 * the reference and the amount to pay come first, as the hero.
 */
export function PaymentInstructionsScreen({
  wallets = [],
  store,
  walletSteps,
  qrSteps,
  reference,
  defaultView = 'bills',
  onViewChange,
  pageTitle,
  onBack,
}: PaymentInstructionsScreenProps) {
  const t = useText();
  // Which guide's picture is enlarged, by its place (the second wallet, the store), not the picture
  // itself: guides given anew (another language, another market) enlarge their own picture there.
  const [enlargedAt, setEnlargedAt] = useState<number | 'store'>();
  const enlarged = (
    enlargedAt === 'store' ? store : enlargedAt === undefined ? undefined : wallets[enlargedAt]
  )?.image;
  const guide = (
    item: PaymentGuide,
    kind: 'repayment.billPaymentIn' | 'repayment.paymentAt',
    at: number | 'store',
  ) => (
    <Card component="section" key={item.name} aria-label={t(kind, { name: item.name })}>
      <div className={styles.guideHead}>
        <h3 className={styles.guideTitle}>{item.name}</h3>
        {item.image ? (
          <button
            type="button"
            className={styles.thumb}
            aria-label={t('repayment.enlarge', { name: item.image.alt })}
            onClick={() => setEnlargedAt(at)}
          >
            <img src={item.image.src} alt="" width={48} height={80} className={styles.thumbImage} />
          </button>
        ) : null}
      </div>
      <Steps steps={item.steps} label={t('repayment.stepsIn', { name: item.name })} />
    </Card>
  );
  const local = wallets.length > 0 || store !== undefined;
  const generic = (
    <Stack className={local ? styles.panel : undefined}>
      <Card component="section" aria-labelledby="wallet-steps">
        <h2 id="wallet-steps" className={styles.heading}>
          {t('repayment.inWallet')}
        </h2>
        <Steps steps={walletSteps} label={t('repayment.walletSteps')} />
      </Card>
      <Card component="section" aria-labelledby="qr-steps">
        <h2 id="qr-steps" className={styles.heading}>
          {t('repayment.scanQr')}
        </h2>
        <Steps steps={qrSteps} label={t('repayment.qrSteps')} />
      </Card>
    </Stack>
  );
  return (
    <Page navBar={<NavBar title={pageTitle ?? t('title.paymentInstructions')} onBack={onBack} />}>
      <Stack>
        {reference ? (
          <PayCodeCard
            code={reference.payCode}
            codeLabel={t('repayment.referenceNo')}
            amount={reference.amount}
            amountLabel={t('repayment.amountToPay')}
          />
        ) : null}
        {local ? (
          <Tabs
            defaultActiveKey={defaultView}
            onChange={(key) => onViewChange?.(key as PaymentInstructionView)}
            items={[
              {
                key: 'bills',
                title: t('repayment.billPayment'),
                content: (
                  <Stack className={styles.panel}>
                    {wallets.length ? (
                      <h2 className={styles.heading}>{t('repayment.payBillsInWallet')}</h2>
                    ) : null}
                    {wallets.map((wallet, at) => guide(wallet, 'repayment.billPaymentIn', at))}
                    {store ? <h2 className={styles.heading}>{t('repayment.payAtStore')}</h2> : null}
                    {store ? guide(store, 'repayment.paymentAt', 'store') : null}
                  </Stack>
                ),
              },
              {
                key: 'qr',
                title: t('repayment.scanToPay'),
                content: generic,
              },
            ]}
          />
        ) : (
          generic
        )}
      </Stack>
      <Dialog
        open={Boolean(enlarged)}
        onClose={() => setEnlargedAt(undefined)}
        title={enlarged?.alt}
        actions={
          <Button block variant="secondary" onClick={() => setEnlargedAt(undefined)}>
            {t('kit.close')}
          </Button>
        }
      >
        {enlarged ? (
          <img src={enlarged.src} alt={enlarged.alt} width={240} height={400} className={styles.large} />
        ) : null}
      </Dialog>
    </Page>
  );
}
