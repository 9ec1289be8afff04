import {
  ApiError,
  followUrl,
  type LoanConfirm,
  onNativeBack,
  safeUrl,
  sessionHref,
  withParams,
} from '@loan/core';
import { type Agreement, LoanConfirmScreen, type PromoPopup, type RetentionPopup, toast } from '@loan/ui';
import { useEffect, useRef, useState } from 'react';
import { useRevalidator } from 'react-router-dom';
import { brand } from './brand';
import { bridge } from './bridge';
import { requireParams } from './errors';
import { failureText } from './failure';

type PushInput = Pick<LoanConfirm, 'amount' | 'periods' | 'termUnit'> & { productId: string };

/** The calls of one confirm variant: v3 (JSON, `success`) or the alternate goya family (forms, '00'). */
export interface LoanConfirmSource {
  load: (productId: string) => Promise<{
    loan: LoanConfirm;
    agreements: { title: string }[];
    nextText?: string;
    promo?: PromoPopup;
  }>;
  jump: (input: { productId: string; position: number; orderId: string }) => Promise<string>;
  push: (input: PushInput) => Promise<string>;
}

type Loaded = { ok: true } & Awaited<ReturnType<LoanConfirmSource['load']>>;

/** The route loader of both variants: productId is required; a business code is shown on the page. */
export async function loadLoanConfirm(source: LoanConfirmSource, url: string) {
  const { productId } = requireParams(url, ['productId']);
  const orderId = new URL(url).searchParams.get('orderId') ?? '';
  const loaded = await source.load(productId).then(
    (value): Loaded | { ok: false; failure: string } => ({ ok: true, ...value }),
    (error: unknown) => {
      // A timeout or a malformed answer goes to the route's error element with its retry.
      if (error instanceof ApiError && error.kind === 'server')
        return { ok: false as const, failure: error.message };
      throw error;
    },
  );
  return { productId, orderId, loaded };
}

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
  const loaded = data.loaded.ok ? data.loaded : undefined;
  const loan = loaded?.loan;
  const [agreed, setAgreed] = useState(true);
  const [openAgreement, setOpenAgreement] = useState<{ title: string; url: string }>();
  const [retention, setRetention] = useState<RetentionPopup>();
  const [promoShown, setPromoShown] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  // Synchronous locks: a second tap before React re-renders must not send a second request.
  const pushing = useRef(false);
  const jumping = useRef(false);

  // The native shell calls the brand's back hook (docs/decisions/loan-confirm.md): with isPopType 1
  // the page keeps the borrower with the retention popup and tells the shell it handled back.
  const popType = loan?.isPopType;
  const popTitle = loan?.popTitle ?? undefined;
  const popContent = loan?.popContent ?? undefined;
  useEffect(
    () =>
      onNativeBack(brand, () => {
        if (popType !== 1) return false;
        setRetention({ title: popTitle, content: popContent });
        return true;
      }),
    [popType, popTitle, popContent],
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

  const startLoan = async () => {
    if (!loan || pushing.current) return;
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

  return (
    <LoanConfirmScreen
      state={revalidator.state === 'loading' ? 'loading' : loan ? 'ready' : 'failed'}
      amount={loan?.amount ?? ''}
      region={brand.region}
      productName={loan?.comProductName ?? ''}
      productLogo={loan?.comProductLogo}
      termDays={loan?.termUnit ?? ''}
      rateDescription={loan?.pRateDsc ?? undefined}
      details={(loan?.details ?? []).map((row) => ({ text: row.text, value: String(row.value) }))}
      plan={(loan?.repay_plans ?? []).map((row) => ({
        title: row.title,
        description: row.description ?? undefined,
        amount: row.amount,
        time: row.pay_time,
      }))}
      agreements={loaded?.agreements ?? []}
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
    />
  );
}
