import { knownAmount, messagesFor } from '@loan/core';
import { ConfigProvider, RepaymentCodeScreen } from '@loan/ui';
import { type LoaderFunctionArgs, useLoaderData } from 'react-router-dom';
import { brand } from '../app/brand';
import { IncompleteLinkError, requireParams } from '../app/errors';

/**
 * Everything comes from the link (no API call, spec 2): showType and repayAmount always; type 1
 * needs payCode, other types payCode or payCodeImg (docs/decisions/repaymentCode.md).
 */
export function loader({ request }: LoaderFunctionArgs) {
  const { showType, repayAmount } = requireParams(request.url, ['showType', 'repayAmount']);
  const query = new URL(request.url).searchParams;
  const payCode = query.get('payCode')?.trim() ?? '';
  const payCodeImg = query.get('payCodeImg')?.trim() ?? '';
  if (!payCode && (showType.trim() === '1' || !payCodeImg)) {
    throw new IncompleteLinkError(showType.trim() === '1' ? ['payCode'] : ['payCode or payCodeImg']);
  }
  // The spec's 'real' param decides the currency when the link carries it (a brand whose money has one
  // currency keeps it); else the brand's own money.
  return { showType, payCode, payCodeImg, repayAmount, real: query.get('real') };
}

const t = messagesFor(brand);

/** Repayment code (`/repaymentOfCode`): the code with copy, or a QR with scan steps. */
export function Component() {
  const data = useLoaderData<typeof loader>();
  const { money } = brand.market;
  return (
    <ConfigProvider money={data.real === null ? money : (money.forRegion?.(data.real) ?? money)}>
      <RepaymentCodeScreen
        showType={data.showType}
        payCode={data.payCode}
        payCodeImg={data.payCodeImg || undefined}
        amount={data.repayAmount}
        // A link whose repayAmount is not a number ('undefined' from a caller's template) shows no amount.
        amountMissing={knownAmount(data.repayAmount) === undefined ? t('money.amountUnknown') : undefined}
      />
    </ConfigProvider>
  );
}
