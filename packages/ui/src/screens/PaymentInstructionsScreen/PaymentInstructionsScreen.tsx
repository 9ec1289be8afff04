import { useState } from 'react';
import { Button } from '../../components/Button';
import { CopyButton } from '../../components/Copy';
import { Dialog } from '../../components/Dialog';
import { NavBar } from '../../components/NavBar';
import { Page } from '../../components/Page';
import { Tabs } from '../../components/Tabs';
import { useMoney, useText } from '../../config';
import { fitChars } from '../../utils/reflow';
import { fitBox } from '../../utils/reflow.css';
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
  /** The e-wallet bill payment guides (two wallets, spec 2). */
  wallets: readonly PaymentGuide[];
  /** The offline store guide, paid with the Reference_no. */
  store: PaymentGuide;
  /** The second view: e-wallet step texts. */
  walletSteps: readonly string[];
  /** The second view: the QR-scan step list. */
  qrSteps: readonly string[];
  /** The borrower's Reference_no and amount (the requestType=1 link). Default none: the guide only. */
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
 * Payment instructions of the local payment provider (spec 2): bill payment in two e-wallets and
 * at a store with the Reference_no, pictures that enlarge on tap; a second view with the e-wallet
 * steps and the QR-scan steps. With a reference (requestType=1) the code and amount come first.
 */
export function PaymentInstructionsScreen({
  wallets,
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
  const money = useMoney();
  const [enlarged, setEnlarged] = useState<{ src: string; alt: string }>();
  const guide = (item: PaymentGuide, kind: 'repayment.billPaymentIn' | 'repayment.paymentAt') => (
    <section key={item.name} className={styles.card} aria-label={t(kind, { name: item.name })}>
      <h3 className={styles.guideTitle}>{item.name}</h3>
      <Steps steps={item.steps} label={t('repayment.stepsIn', { name: item.name })} />
      {item.image ? (
        <button
          type="button"
          className={styles.thumb}
          aria-label={t('repayment.enlarge', { name: item.image.alt })}
          onClick={() => setEnlarged(item.image)}
        >
          <img src={item.image.src} alt="" width={120} height={200} className={styles.thumbImage} />
        </button>
      ) : null}
    </section>
  );
  return (
    <Page navBar={<NavBar title={pageTitle ?? t('title.paymentInstructions')} onBack={onBack} />}>
      <div className={styles.stack}>
        {reference ? (
          <section className={`${styles.card} ${fitBox}`} aria-labelledby="payment-reference">
            <h2 id="payment-reference" className={styles.label}>
              {t('repayment.referenceNo')}
            </h2>
            {/* Focusable and named: a reference longer than the card scrolls, by keyboard too. */}
            <p
              className={styles.code}
              data-nowrap="code"
              role="group"
              tabIndex={0}
              aria-labelledby="payment-reference"
              style={fitChars(reference.payCode)}
            >
              {reference.payCode}
            </p>
            <CopyButton text={reference.payCode}>{t('kit.copy')}</CopyButton>
            <dl className={styles.total}>
              <dt className={styles.label}>{t('repayment.amountToPay')}</dt>
              <dd className={styles.amount} data-nowrap="amount">
                {money(reference.amount)}
              </dd>
            </dl>
          </section>
        ) : null}
        <Tabs
          defaultActiveKey={defaultView}
          onChange={(key) => onViewChange?.(key as PaymentInstructionView)}
          items={[
            {
              key: 'bills',
              title: t('repayment.billPayment'),
              content: (
                <div className={styles.panel}>
                  <h2 className={styles.heading}>{t('repayment.payBillsInWallet')}</h2>
                  {wallets.map((wallet) => guide(wallet, 'repayment.billPaymentIn'))}
                  <h2 className={styles.heading}>{t('repayment.payAtStore')}</h2>
                  {guide(store, 'repayment.paymentAt')}
                </div>
              ),
            },
            {
              key: 'qr',
              title: t('repayment.scanToPay'),
              content: (
                <div className={styles.panel}>
                  <section className={styles.card} aria-labelledby="wallet-steps">
                    <h2 id="wallet-steps" className={styles.heading}>
                      {t('repayment.inWallet')}
                    </h2>
                    <Steps steps={walletSteps} label={t('repayment.walletSteps')} />
                  </section>
                  <section className={styles.card} aria-labelledby="qr-steps">
                    <h2 id="qr-steps" className={styles.heading}>
                      {t('repayment.scanQr')}
                    </h2>
                    <Steps steps={qrSteps} label={t('repayment.qrSteps')} />
                  </section>
                </div>
              ),
            },
          ]}
        />
      </div>
      <Dialog
        open={Boolean(enlarged)}
        onClose={() => setEnlarged(undefined)}
        title={enlarged?.alt}
        actions={
          <Button block variant="secondary" onClick={() => setEnlarged(undefined)}>
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
