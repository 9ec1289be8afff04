import { knownAmount, messagesFor } from '@loan/core';
import { ConfigProvider, RepaymentCodeScreen } from '@loan/ui';
import { useLoaderData } from 'react-router-dom';
import { brand } from '../app/brand';
import { useContactService } from '../app/contact';
import type { loader } from './repaymentCode.data';

const t = messagesFor(brand);

/** Repayment code (`/repaymentOfCode`): the code with copy, or a QR with scan steps. */
export function Component() {
  const data = useLoaderData<typeof loader>();
  const { money } = brand.market;
  const contact = useContactService();
  return (
    <ConfigProvider money={data.real === null ? money : (money.forRegion?.(data.real) ?? money)}>
      <RepaymentCodeScreen
        showType={data.showType}
        payCode={data.payCode}
        payCodeImg={data.payCodeImg || undefined}
        amount={data.repayAmount}
        // A link whose repayAmount is not a number ('undefined' from a caller's template) shows no amount.
        amountMissing={knownAmount(data.repayAmount) === undefined ? t('money.amountUnknown') : undefined}
        onContact={contact}
      />
    </ConfigProvider>
  );
}
