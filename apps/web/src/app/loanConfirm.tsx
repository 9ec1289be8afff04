import {
  followUrl,
  knownAmount,
  loadCatalogueAreas,
  loanFigures,
  messagesFor,
  safeUrl,
  sessionHref,
  withParams,
} from '@loan/core';
import { type Agreement, LoanConfirmScreen, type RetentionPopup, toast } from '@loan/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useRevalidator } from 'react-router-dom';
import { laterAreas } from './areas';
import { brand } from './brand';
import { bridge } from './bridge';
import { useContactService } from './contact';
import { failureText } from './failure';
import {
  type Agreements,
  type LoanConfirmSource,
  loadAgreements,
  type loadLoanConfirm,
} from './loanConfirm.data';
import { useBackHandler } from './Shell';

const t = messagesFor(brand);

// What the loan costs (the bar and the APR) comes in a chunk of its own, asked for with the page, so it is
// usually there when the loan is (docs/decisions/timeline-and-cost.md). A chunk that does not arrive leaves
// the page without the bar and the APR, nothing else: the sentence beside Next says the total.
type CostModule = typeof import('./loanConfirm.cost');
let loadedCost: CostModule | undefined;
// Its words (the loanExtras area) come beside it.
const costChunk = Promise.all([
  import('./loanConfirm.cost'),
  loadCatalogueAreas(brand.catalogue, laterAreas.loanConfirm),
]).then(
  ([module]) => {
    loadedCost = module;
    return module;
  },
  () => undefined,
);

/**
 * Where the pushed loan goes (spec 4): lendDetailsUrl with from=confirm and the shared params; a
 * brand that lists its hosts sends the session params only to its own (docs/decisions/trusted-hosts.md).
 */
function lendDetailsHref(lendDetailsUrl: string, search: string): string {
  return sessionHref(brand, withParams(lendDetailsUrl, 'from=confirm'), search);
}

/**
 * Loan confirmation (spec 2, 4, 7) over either variant's calls: agreements by contract-jump in the
 * sandboxed modal, the retention popup on the native back hook, Next pushes and replaces the page.
 */
export function LoanConfirmContainer({
  source,
  data,
}: {
  source: LoanConfirmSource;
  data: Awaited<ReturnType<typeof loadLoanConfirm>>;
}) {
  const revalidator = useRevalidator();
  const [costModule, setCostModule] = useState(() => loadedCost);
  useEffect(() => {
    if (!costModule) void costChunk.then((module) => module && setCostModule(module));
  }, [costModule]);
  const contact = useContactService();
  const loaded = data.loaded.ok ? data.loaded : undefined;
  const loan = loaded?.loan;
  // The spec's box starts checked; a brand may ask for the borrower's own tick (docs/decisions/loan-confirm.md).
  const [agreed, setAgreed] = useState(brand.agreementsChecked ?? true);
  const [openAgreement, setOpenAgreement] = useState<{ title: string; url: string }>();
  const [retention, setRetention] = useState<RetentionPopup>();
  const [promoShown, setPromoShown] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  // The agreements asked again from the block's retry, for this loader answer only.
  const [retried, setRetried] = useState<{ for: typeof data; agreements: Agreements }>();
  const [retryingAgreements, setRetryingAgreements] = useState(false);
  const agreements = retried?.for === data ? retried.agreements : data.agreements;
  // Synchronous locks: a second tap before React re-renders must not send a second request.
  const pushing = useRef(false);
  const jumping = useRef(false);

  // Back (the native hook, after any open sheet; docs/decisions/loan-confirm.md): with isPopType 1
  // the page keeps the borrower with the retention popup and tells the shell it handled back.
  const popType = loan?.isPopType;
  const popTitle = loan?.popTitle ?? undefined;
  const popContent = loan?.popContent ?? undefined;
  useBackHandler(
    useCallback(() => {
      if (popType !== 1) return false;
      setRetention({ title: popTitle, content: popContent });
      return true;
    }, [popType, popTitle, popContent]),
  );

  const onOpenAgreement = async (agreement: Agreement, index: number) => {
    if (jumping.current) return;
    jumping.current = true;
    try {
      const raw = await source.jump({ productId: data.productId, position: index, orderId: data.orderId });
      // The frame shows only what safe navigation allows; anything else is refused with a toast.
      setOpenAgreement({ title: agreement.title, url: safeUrl(brand, raw).href });
    } catch (error) {
      toast.fail(failureText(error));
    } finally {
      jumping.current = false;
    }
  };

  const onRetryAgreements = async () => {
    if (retryingAgreements) return;
    setRetryingAgreements(true);
    const next = await loadAgreements(source, data.productId);
    setRetried({ for: data, agreements: next });
    setRetryingAgreements(false);
  };

  const startLoan = async () => {
    if (!loan || pushing.current) return;
    // Never push with agreements unread, nor with an amount the server did not send.
    if (!agreements.ok) return;
    if (knownAmount(loan.amount) === undefined) {
      toast.fail(t('money.amountUnknown'));
      return;
    }
    pushing.current = true;
    setPromoShown(false);
    setSubmitting(true);
    try {
      const url = await source.push({
        amount: loan.amount,
        periods: loan.periods,
        termUnit: loan.termUnit,
        productId: data.productId,
      });
      followUrl(brand, lendDetailsHref(url, window.location.search), { replace: true });
    } catch (error) {
      toast.fail(failureText(error));
      pushing.current = false;
      setSubmitting(false);
    }
  };

  // The alternate variant's promo comes between Next and the push (docs/decisions/loan-confirm.md).
  const onNext = () => (loaded?.promo ? setPromoShown(true) : startLoan());

  // You receive / you repay / total cost from the answer's own figures (docs/decisions/money-hero.md).
  const figures = loan ? loanFigures(loan) : {};
  // What the total is made of, and what the market's rules add to the sentence beside Next
  // (docs/decisions/timeline-and-cost.md).
  const apr =
    loan && costModule && brand.market.costDisclosure === 'apr' ? costModule.annualRateOf(loan) : undefined;

  return (
    <LoanConfirmScreen
      state={revalidator.state === 'loading' ? 'loading' : loan ? 'ready' : 'failed'}
      amount={loan?.amount ?? ''}
      productName={loan?.comProductName ?? ''}
      productLogo={loan?.comProductLogo}
      receiveAmount={figures.receive}
      repayAmount={figures.repay}
      totalCost={figures.cost}
      cost={loan && costModule ? <costModule.LoanCostBlock loan={loan} /> : undefined}
      costFigures={loan && costModule ? costModule.costFigures(loan) : undefined}
      disclosure={
        apr
          ? { kind: 'apr', rate: apr.rate, computed: apr.source === 'computed' }
          : brand.market.costDisclosure === 'financeCharge' && figures.cost !== undefined
            ? { kind: 'financeCharge', amount: figures.cost }
            : undefined
      }
      keyFacts={
        loan && brand.market.keyFactStatement
          ? { annualRate: loan.annualRate?.trim() || undefined, fees: loan.fees }
          : undefined
      }
      trust={brand.trust}
      termDays={loan?.termUnit ?? ''}
      rateDescription={loan?.pRateDsc ?? undefined}
      details={(loan?.details ?? []).map((row) => ({ text: row.text, value: String(row.value) }))}
      plan={(loan?.repay_plans ?? []).map((row) => ({
        title: row.title,
        description: row.description ?? undefined,
        amount: row.amount,
        time: row.pay_time ?? '',
      }))}
      agreements={agreements.ok ? agreements.list : []}
      agreementsFailure={agreements.ok ? undefined : agreements.failure}
      onRetryAgreements={onRetryAgreements}
      retryingAgreements={retryingAgreements}
      agreed={agreed}
      onAgreedChange={setAgreed}
      onOpenAgreement={onOpenAgreement}
      openAgreement={openAgreement}
      onAgreementCancel={() => bridge.closeWebview()}
      onAgreementAgree={() => setOpenAgreement(undefined)}
      retention={retention}
      onRetentionCancel={() => bridge.closeWebview()}
      onRetentionAgree={() => setRetention(undefined)}
      onNext={onNext}
      nextText={loaded?.nextText}
      promo={promoShown ? loaded?.promo : undefined}
      onPromoStart={startLoan}
      submitting={submitting}
      failure={data.loaded.ok ? undefined : data.loaded.failure}
      onRetry={() => revalidator.revalidate()}
      // The server refused (a business code, serverFailureAsData): a retry cannot change it; a person can.
      failureWays={data.loaded.ok ? undefined : { onContact: contact }}
    />
  );
}
