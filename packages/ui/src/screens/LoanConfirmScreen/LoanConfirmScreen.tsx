import type { TrustFacts as TrustFactsData } from '@loan/core';
import { type ReactNode, useId, useState } from 'react';
import { ActionBar } from '../../components/ActionBar';
import type { Agreement } from '../../components/AgreementLinks';
import { AgreementModal } from '../../components/AgreementModal';
import { Button } from '../../components/Button';
import { type DetailRow, DetailRows } from '../../components/DetailRows';
import { Confirm, Dialog } from '../../components/Dialog';
import type { FailureWays } from '../../components/ErrorBlock';
import { Illustration } from '../../components/Illustration';
import { Money } from '../../components/Money';
import { NavBar } from '../../components/NavBar';
import { Page } from '../../components/Page';
import { type PlanItem, PlanList } from '../../components/PlanList';
import { AsyncScreen } from '../../components/ScreenState';
import { TrustFacts } from '../../components/TrustFacts';
import { useMoney, useText } from '../../config';
import { Card, Stack } from '../../layout';
import { fitBox } from '../../utils/reflow.css';
import { ConsentLine } from './ConsentLine';
import * as styles from './LoanConfirmScreen.css';

export const loanConfirmStates = ['loading', 'ready', 'failed'] as const;
export type LoanConfirmState = (typeof loanConfirmStates)[number];

/** The retention popup's server text (popTitle, popContent). */
export interface RetentionPopup {
  title?: string;
  content?: string;
}

/** The alternate variant's promo popup (server text). */
export interface PromoPopup {
  /** The server's message. */
  message: string;
  /** The button's label. Default the catalogue's `kit.continue`. */
  buttonText?: string;
}

/** What the cost sentence adds where the market's rules ask for it (brand `market.costDisclosure`). */
export type CostDisclosure =
  | { kind: 'apr'; rate: string; computed: boolean }
  | { kind: 'financeCharge'; amount: string | number };

/** The key fact statement a market requires before Next (India), from the confirm answer's figures. */
export interface KeyFacts {
  /** The annual percentage rate as the lender states it, in percent ('18.25'). Default none: said so. */
  annualRate?: string;
  /** Each fee by name, its amount in minor units. */
  fees: readonly { name: string; amount: string | number }[];
}

export interface LoanConfirmScreenProps {
  /** 'loading' while the loan detail loads, 'ready', or 'failed' with the server's message. */
  state: LoanConfirmState;
  /** The loan amount in minor units. */
  amount: string | number;
  /** Product name (comProductName, server text). */
  productName: string;
  /** Product logo URL (comProductLogo). Default none. */
  productLogo?: string;
  /** What reaches the borrower's account, minor units: the hero when known. Default none (the loan amount is). */
  receiveAmount?: string | number;
  /** What the borrower pays back in all, minor units (the plan summed). Default none. */
  repayAmount?: string | number;
  /** Repay minus receive, minor units: interest and fees. Default none. */
  totalCost?: string | number;
  /**
   * What the loan costs, under the summary: the kit's `LoanCostBar`, which the app may bring after the
   * page. Default none.
   */
  cost?: ReactNode;
  /**
   * The amounts `cost` states, minor units: its parts and its total (none when it shows nothing). A
   * detail row whose value is one of them, in digits, is not repeated under it (issue 24 review: the
   * received amount, the fee and the interest were on screen three times). Default none: every row shows.
   */
  costFigures?: readonly (string | number)[];
  /** The APR or the finance charge the cost sentence beside Next adds. Default none. */
  disclosure?: CostDisclosure;
  /** The key fact statement, shown before Next when given. Default none. */
  keyFacts?: KeyFacts;
  /** The lender's registration, licence and grievance officer (`brand.trust`). Default none. */
  trust?: TrustFactsData;
  /** The loan term in days (termUnit). */
  termDays: string | number;
  /** The rate description (pRateDsc, text). Default none. */
  rateDescription?: string;
  /** Detail rows (text, value). Default none. */
  details?: readonly DetailRow[];
  /** Repayment plan rows (title, description, amount, pay time). Default none. */
  plan?: readonly PlanItem[];
  /** The agreements; with none the consent block is hidden (spec 2). Default none. */
  agreements?: readonly Agreement[];
  /**
   * Why the agreement list could not be read (the server's message or what went wrong). The loan
   * stays on screen; the agreements block says so with a retry, and Next is disabled and described
   * by it until the list loads (docs/decisions/loan-confirm.md). Default none (the list loaded).
   */
  agreementsFailure?: string;
  /** Load the agreement list again. Default none (no retry button). */
  onRetryAgreements?: () => void;
  /** The agreement list is being loaded again: its retry shows a spinner. Default `false`. */
  retryingAgreements?: boolean;
  /** Whether the agreement box is checked (controlled; the container starts it as the brand's `agreementsChecked` says, checked by default). */
  agreed: boolean;
  /** Called with the box's new state. */
  onAgreedChange: (agreed: boolean) => void;
  /** Called when an agreement's title is tapped: the container fetches its URL (contract-jump). */
  onOpenAgreement: (agreement: Agreement, index: number) => void;
  /** The agreement shown in the modal, its URL already checked by the app. Default none (closed). */
  openAgreement?: { title: string; url: string };
  /** Agreement modal Cancel (spec 2: closes the webview). */
  onAgreementCancel: () => void;
  /** Agreement modal Agree (spec 2: dismisses it). */
  onAgreementAgree: () => void;
  /**
   * The retention popup, shown while set: titled the catalogue's `loanConfirm.retentionTitle` with the
   * server's title in its body, or, where the brand's `kit.serverTitlePlace` is 'heading', titled the
   * server's title (the catalogue's without one). Default none.
   */
  retention?: RetentionPopup;
  /** Retention Cancel (spec 2: closes the webview). */
  onRetentionCancel: () => void;
  /** Retention Agree (spec 2: dismisses it). */
  onRetentionAgree: () => void;
  /** Called by Next; only while the box is checked (spec 5: otherwise Next does nothing). */
  onNext: () => void;
  /** loan-detail-push is in flight: Next shows a spinner and ignores presses. Default `false`. */
  submitting?: boolean;
  /** Label of the Next button (the alternate variant's comes from the server). Default the catalogue's `common.next`. */
  nextText?: string;
  /** Why the loan detail could not be read (the server's message). Default the catalogue's `kit.tryAgainLater`. */
  failure?: string;
  /** Try loading again. Default none (no retry button). */
  onRetry?: () => void;
  /**
   * The ways on of the failed state, chosen by what failed (issue 24): `{ onContact }` for a refusal a
   * retry cannot change, `{ onLogIn }` for an expired session. Default `{ onRetry }`.
   */
  failureWays?: FailureWays;
  /** The alternate variant's promo popup, shown while set. Default none. */
  promo?: PromoPopup;
  /** The promo popup's close icon and its button: both start the loan (spec 2). Default none. */
  onPromoStart?: () => void;
  /** Page title. Default the catalogue's `title.loanConfirm`. */
  pageTitle?: string;
}

/**
 * Loan confirmation v3 (spec 2): amount, product, term, rate, details and the repayment plan; the
 * agreements with their consent box (checked by default); Next pushes the loan. The agreement modal
 * and the retention popup are driven by the container.
 */
export function LoanConfirmScreen({
  state,
  amount,
  productName,
  productLogo,
  receiveAmount,
  repayAmount,
  totalCost,
  cost,
  costFigures,
  disclosure,
  keyFacts,
  trust,
  termDays,
  rateDescription,
  details = [],
  plan = [],
  agreements = [],
  agreementsFailure,
  onRetryAgreements,
  retryingAgreements = false,
  agreed,
  onAgreedChange,
  onOpenAgreement,
  openAgreement,
  onAgreementCancel,
  onAgreementAgree,
  retention,
  onRetentionCancel,
  onRetentionAgree,
  onNext,
  submitting = false,
  nextText,
  failure,
  onRetry,
  failureWays,
  promo,
  onPromoStart,
  pageTitle,
}: LoanConfirmScreenProps) {
  const t = useText();
  const money = useMoney();
  const known = (value: string | number | undefined): value is string | number =>
    value !== undefined && String(value).trim() !== '';
  const receives = known(receiveAmount);
  // The rows the cost bar already states are left out while it is shown: a row's value and a figure of
  // the bar, each in digits only (₱4,850.00 and the kit's ₱4850.00 are 485000), are the same amount. A
  // row written otherwise (no decimals, words) stays: nothing is dropped on a guess.
  const digits = (text: string) => text.replace(/\D/g, '');
  const stated = new Set(cost ? (costFigures ?? []).map((figure) => digits(money(figure))) : []);
  const rows = details.filter((row) => !stated.has(digits(row.value)));
  // The last agreement shown stays in the modal while it closes, so its frame does not blank out.
  const [shown, setShown] = useState(openAgreement);
  if (openAgreement && openAgreement !== shown) setShown(openAgreement);
  // Agreements hidden means there is nothing to consent to: Next works (spec 2 hides the block).
  // A failed list is not an empty one: the borrower cannot consent to agreements they cannot read.
  const agreementsMissing = agreementsFailure !== undefined;
  const canGo = !agreementsMissing && (agreements.length === 0 || agreed);
  const agreementsFailedId = useId();
  const keyFactsId = useId();
  const sentenceId = useId();
  // One plain sentence beside Next: what is borrowed and repaid, and the APR or finance charge where asked.
  const sentence =
    known(repayAmount) && known(amount)
      ? [
          t('loan.costSentence', { amount: money(amount), total: money(repayAmount) }),
          disclosure?.kind === 'apr'
            ? disclosure.computed
              ? t('loan.costAprComputed', { rate: disclosure.rate, days: termDays })
              : t('loan.costApr', { rate: disclosure.rate })
            : disclosure?.kind === 'financeCharge'
              ? t('loan.costFinanceCharge', { amount: money(disclosure.amount) })
              : '',
        ]
          .filter(Boolean)
          .join(' ')
      : undefined;
  // The server's title heads the retention popup where the brand says so (`kit.serverTitlePlace`; second
  // review: 'Before you go' over 'Are you sure you want to leave?' was two headings); the spec's popup
  // is titled 'Point out' with the server's title under it.
  const serverHeading = Boolean(retention?.title?.trim()) && t('kit.serverTitlePlace') === 'heading';
  const describedBy = [agreementsMissing ? agreementsFailedId : '', sentence ? sentenceId : '']
    .filter(Boolean)
    .join(' ');
  return (
    <Page
      navBar={<NavBar title={pageTitle ?? t('title.loanConfirm')} />}
      actionBar={
        state === 'ready' ? (
          <ActionBar>
            <div className={styles.next}>
              {sentence ? (
                <p id={sentenceId} className={styles.sentence}>
                  {sentence}
                </p>
              ) : null}
              <Button
                block
                loading={submitting}
                disabled={!canGo}
                aria-describedby={describedBy || undefined}
                onClick={onNext}
              >
                {nextText ?? t('common.next')}
              </Button>
            </div>
          </ActionBar>
        ) : undefined
      }
    >
      <AsyncScreen
        state={state}
        layout="summary"
        label={t('loan.loadingLoan')}
        failure={{ description: failure || t('kit.tryAgainLater'), ...(failureWays ?? { onRetry }) }}
      >
        <Stack>
          <Card component="section" aria-labelledby="loan-confirm-amount">
            <div className={styles.product}>
              {productLogo ? (
                <img
                  className={styles.logo}
                  src={productLogo}
                  alt=""
                  width={40}
                  height={40}
                  decoding="async"
                />
              ) : null}
              <span className={styles.productName}>{productName}</span>
            </div>
            <dl className={`${styles.figures} ${fitBox}`}>
              <div className={styles.amountRow}>
                <dt id="loan-confirm-amount" className={styles.label}>
                  {receives ? t('loan.youReceive') : t('loan.amount')}
                </dt>
                <dd className={styles.hero}>
                  <Money amount={receives ? receiveAmount : amount} size="hero" />
                </dd>
              </div>
              {receives ? (
                <div className={styles.pair}>
                  <dt className={styles.label}>{t('loan.amount')}</dt>
                  <dd className={styles.value}>
                    <Money amount={amount} />
                  </dd>
                </div>
              ) : null}
              {known(repayAmount) ? (
                <div className={styles.pair}>
                  <dt className={styles.label}>{t('loan.youRepay')}</dt>
                  <dd className={styles.strong}>
                    <Money amount={repayAmount} />
                  </dd>
                </div>
              ) : null}
              {known(totalCost) ? (
                <div className={styles.pair}>
                  <dt className={styles.label}>{t('loan.totalCost')}</dt>
                  <dd className={styles.strong}>
                    <Money amount={totalCost} />
                  </dd>
                  <dd className={styles.note}>{t('loan.totalCostNote')}</dd>
                </div>
              ) : null}
              <div className={styles.pair}>
                <dt className={styles.label}>{t('loan.term')}</dt>
                <dd className={styles.value}>{t('loan.termDays', { days: termDays })}</dd>
              </div>
              {rateDescription ? (
                <div className={styles.pair}>
                  <dt className={styles.label}>{t('loan.rate')}</dt>
                  <dd className={styles.value}>{rateDescription}</dd>
                </div>
              ) : null}
            </dl>
          </Card>
          {cost}
          {rows.length ? (
            <section aria-label={t('loan.details')}>
              <DetailRows rows={rows} />
            </section>
          ) : null}
          {plan.length ? <PlanList items={plan} title={t('kit.repaymentPlan')} /> : null}
          {keyFacts ? (
            <Card component="section" aria-labelledby={keyFactsId}>
              <h2 id={keyFactsId} className={styles.sectionTitle}>
                {t('loan.keyFacts')}
              </h2>
              <table className={styles.facts}>
                <tbody>
                  <tr>
                    <th scope="row" className={styles.factName}>
                      {t('loan.annualRate')}
                    </th>
                    <td className={styles.factValue}>
                      {keyFacts.annualRate
                        ? t('loan.annualRateValue', { rate: keyFacts.annualRate })
                        : t('loan.notProvided')}
                    </td>
                  </tr>
                  {keyFacts.fees.map((fee, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: fees are positional and may repeat a name
                    <tr key={index}>
                      <th scope="row" className={styles.factName}>
                        {fee.name}
                      </th>
                      <td className={styles.factValue}>
                        <Money amount={fee.amount} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </Card>
          ) : null}
          <TrustFacts trust={trust} />
          {agreementsMissing ? (
            <Card component="section" className={styles.agreementsFailed} aria-label={t('loan.agreements')}>
              <p id={agreementsFailedId} className={styles.agreementsFailedTitle}>
                {t('loanConfirm.agreementsFailed')}
              </p>
              {agreementsFailure ? (
                <p className={styles.agreementsFailedReason}>{agreementsFailure}</p>
              ) : null}
              {onRetryAgreements ? (
                <Button variant="secondary" loading={retryingAgreements} onClick={onRetryAgreements}>
                  {t('common.retry')}
                </Button>
              ) : null}
            </Card>
          ) : (
            <ConsentLine
              agreements={agreements}
              checked={agreed}
              onCheckedChange={onAgreedChange}
              onOpen={onOpenAgreement}
            />
          )}
        </Stack>
      </AsyncScreen>
      <AgreementModal
        open={Boolean(openAgreement)}
        url={shown?.url ?? ''}
        title={shown?.title}
        onCancel={onAgreementCancel}
        onAgree={onAgreementAgree}
      />
      <Confirm
        open={Boolean(retention)}
        // The loan waiting for the borrower: the pending picture, then the question.
        media={<Illustration name="pending" size={72} />}
        title={serverHeading ? retention?.title : t('loanConfirm.retentionTitle')}
        content={
          retention ? (
            <>
              {retention.title && !serverHeading ? (
                <p className={styles.popTitle}>{retention.title}</p>
              ) : null}
              {retention.content ? <p className={styles.popContent}>{retention.content}</p> : null}
            </>
          ) : null
        }
        // Agree keeps the borrower on the page, Cancel closes it: English brands say Stay and Leave.
        confirmText={t('kit.stayOnPage')}
        cancelText={t('kit.leavePage')}
        safeAction="confirm"
        note={t('kit.cancelClosesPage')}
        onConfirm={onRetentionAgree}
        onCancel={onRetentionCancel}
        maskClosable={false}
        escClosable={false}
      />
      <Dialog
        open={Boolean(promo)}
        onClose={() => onPromoStart?.()}
        aria-label={t('loan.offer')}
        maskClosable={false}
        actions={
          <Button block loading={submitting} onClick={() => onPromoStart?.()}>
            {promo?.buttonText || t('kit.continue')}
          </Button>
        }
      >
        <button
          type="button"
          className={styles.close}
          aria-label={t('kit.close')}
          onClick={() => onPromoStart?.()}
        >
          <span aria-hidden="true">×</span>
        </button>
        <p className={styles.promoMessage}>{promo?.message}</p>
      </Dialog>
    </Page>
  );
}
