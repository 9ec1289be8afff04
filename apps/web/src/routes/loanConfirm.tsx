import {
  ApiError,
  followUrl,
  type LoanConfirm,
  loanApi,
  onNativeBack,
  safeUrl,
  withParams,
} from '@loan/core';
import { type Agreement, LoanConfirmScreen, type RetentionPopup, toast } from '@loan/ui';
import { useEffect, useRef, useState } from 'react';
import { type LoaderFunctionArgs, useLoaderData, useRevalidator } from 'react-router-dom';
import { http } from '../app/api';
import { brand } from '../app/brand';
import { bridge } from '../app/bridge';
import { requireParams } from '../app/errors';
import { failureText } from '../app/failure';

const api = { loan: loanApi(http) };

/** The loan and its agreements, or the server's message when it refused. */
type Loaded =
  | { ok: true; loan: LoanConfirm; agreements: { title: string }[] }
  | { ok: false; failure: string };

export async function loader({ request }: LoaderFunctionArgs) {
  const { productId } = requireParams(request.url, ['productId']);
  const orderId = new URL(request.url).searchParams.get('orderId') ?? '';
  // loan-detail-confirm and the agreement list (scene 3) are independent: ask both at once.
  const loaded = await Promise.all([api.loan.confirmDetail(productId), api.loan.contracts(productId)]).then(
    ([loan, agreements]): Loaded => ({
      ok: true,
      loan,
      agreements: agreements.map((a) => ({ title: a.title })),
    }),
    (error: unknown): Loaded => {
      // A business code shows the server's message on the page; a timeout or a malformed answer
      // goes to the route's error element with its retry.
      if (error instanceof ApiError && error.kind === 'server') return { ok: false, failure: error.message };
      throw error;
    },
  );
  return { productId, orderId, loaded };
}

/** Where the pushed loan goes (spec 4): lendDetailsUrl with the shared params and from=confirm. */
function lendDetailsHref(lendDetailsUrl: string, search: string): string {
  return withParams(withParams(lendDetailsUrl, 'from=confirm'), search);
}

/** Loan confirmation v3 (spec 2, 4, 7): the loan, its agreements, Next pushes and replaces the page. */
export function Component() {
  const data = useLoaderData<typeof loader>();
  const revalidator = useRevalidator();
  const loan = data.loaded.ok ? data.loaded.loan : undefined;
  const [agreed, setAgreed] = useState(true);
  const [openAgreement, setOpenAgreement] = useState<{ title: string; url: string }>();
  const [retention, setRetention] = useState<RetentionPopup>();
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
      const raw = await api.loan.contractJump({
        productId: data.productId,
        position: index,
        orderId: data.orderId,
      });
      // The frame shows only what safe navigation allows; anything else is refused with a toast.
      setOpenAgreement({ title: agreement.title, url: safeUrl(brand, raw).href });
    } catch (error) {
      toast.fail(failureText(error));
    } finally {
      jumping.current = false;
    }
  };

  const onNext = async () => {
    if (!loan || pushing.current) return;
    pushing.current = true;
    setSubmitting(true);
    try {
      const url = await api.loan.push({
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
      agreements={data.loaded.ok ? data.loaded.agreements : []}
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
      submitting={submitting}
      failure={data.loaded.ok ? undefined : data.loaded.failure}
      onRetry={() => revalidator.revalidate()}
    />
  );
}
