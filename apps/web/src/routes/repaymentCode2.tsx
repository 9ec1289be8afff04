import { knownAmount, messagesFor, routeHref } from '@loan/core';
import { RepaymentCode2Screen } from '@loan/ui';
import { useLoaderData, useLocation, useRevalidator } from 'react-router-dom';
import { brand } from '../app/brand';
import { useContactService } from '../app/contact';
import type { loader } from './repaymentCode2.data';

const t = messagesFor(brand);

/**
 * Repayment code page 2 (`/repaymentOfCode2`): the default pay code, or the order's contract
 * number when there is none (docs/decisions/ui-repayment-code-2.md); the query string rides on.
 */
export function Component() {
  const { ref, info } = useLoaderData<typeof loader>();
  const { search } = useLocation();
  const revalidator = useRevalidator();
  const contact = useContactService();
  const payCode = info.defDetail?.payCode?.trim() ?? '';
  return (
    <RepaymentCode2Screen
      logo={info.defDetail?.logo || info.productLogo || undefined}
      title={info.defDetail?.title || info.productName || undefined}
      code={payCode || ref.orderId}
      codeLabel={payCode ? t('repayment.payCode') : t('repayment.contractNumber')}
      amount={info.repayAmount ?? ''}
      amountMissing={knownAmount(info.repayAmount) === undefined ? t('money.amountUnknown') : undefined}
      onRetry={() => revalidator.revalidate()}
      onContact={contact}
      groups={(info.defDetail?.payNotice ?? []).map((group) => ({ name: group.name, steps: group.list }))}
      instructionsHref={routeHref(brand, 'paymentInstructions', search)}
    />
  );
}
