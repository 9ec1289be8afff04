import { formatDate, knownAmount, messagesFor, routeHref } from '@loan/core';
import { RepaymentCode2Screen } from '@loan/ui';
import { useLoaderData, useLocation, useRevalidator } from 'react-router-dom';
import { brand } from '../app/brand';
import { useContactService } from '../app/contact';
import { useKeepCode } from '../app/keepActions';
import type { loader } from './repaymentCode2.data';

const t = messagesFor(brand);

/**
 * Repayment code page 2 (`/repaymentOfCode2`): the default pay code, or the order's contract
 * number when there is none (docs/decisions/ui-repayment-code-2.md); the receipt with Save QR and
 * Share code (docs/decisions/receipt-and-last-channel.md); the query string rides on.
 */
export function Component() {
  const { ref, info } = useLoaderData<typeof loader>();
  const { search } = useLocation();
  const revalidator = useRevalidator();
  const contact = useContactService();
  const payCode = info.defDetail?.payCode?.trim() ?? '';
  const code = payCode || ref.orderId;
  const codeLabel = payCode ? t('repayment.payCode') : t('repayment.contractNumber');
  const channel = info.defDetail?.title || undefined;
  const amountKnown = knownAmount(info.repayAmount) !== undefined;
  const due = info.repayDate
    ? formatDate(info.repayDate, { timeZone: brand.market.timeZone, locale: brand.market.dateLocale })
    : '';
  const keep = useKeepCode({
    code,
    title: channel ?? t('title.repaymentCode2'),
    lines: [
      t('repayment.shareLine', { label: codeLabel, value: code }),
      ...(amountKnown
        ? [
            t('repayment.shareLine', {
              label: t('repayment.totalPayment'),
              value: brand.market.money.format(info.repayAmount),
            }),
          ]
        : []),
      ...(due ? [t('repayment.shareLine', { label: t('repayment.dueDate'), value: due })] : []),
    ],
  });
  return (
    <RepaymentCode2Screen
      logo={info.defDetail?.logo || info.productLogo || undefined}
      title={info.defDetail?.title || info.productName || undefined}
      code={code}
      codeLabel={codeLabel}
      amount={info.repayAmount ?? ''}
      amountMissing={amountKnown ? undefined : t('money.amountUnknown')}
      onRetry={() => revalidator.revalidate()}
      onContact={contact}
      // Where to pay is the card's heading (defDetail.title): the receipt does not say it twice.
      dueDate={due || undefined}
      onSaveQr={keep.onSaveQr}
      saveState={keep.saveState}
      onShare={keep.onShare}
      canShare={keep.canShare}
      groups={(info.defDetail?.payNotice ?? []).map((group) => ({ name: group.name, steps: group.list }))}
      instructionsHref={routeHref(brand, 'paymentInstructions', search)}
    />
  );
}
