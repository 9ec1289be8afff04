import { knownAmount, messagesFor } from '@loan/core';
import { ConfigProvider, RepaymentCodeScreen } from '@loan/ui';
import { useLoaderData } from 'react-router-dom';
import { brand } from '../app/brand';
import { useContactService } from '../app/contact';
import { useKeepCode } from '../app/keepActions';
import type { loader } from './repaymentCode.data';

const t = messagesFor(brand);

/**
 * Repayment code (`/repaymentOfCode`): the code with copy, or a QR with scan steps; the receipt with
 * Share code, and Save QR where there is a QR (docs/decisions/receipt-and-last-channel.md).
 */
export function Component() {
  const data = useLoaderData<typeof loader>();
  const { money: brandMoney } = brand.market;
  const money = data.real === null ? brandMoney : (brandMoney.forRegion?.(data.real) ?? brandMoney);
  const contact = useContactService();
  const code = data.payCode;
  const amountKnown = knownAmount(data.repayAmount) !== undefined;
  const isQr = data.showType.trim() !== '1';
  const keep = useKeepCode({
    code: code || undefined,
    imageUrl: code ? undefined : data.payCodeImg || undefined,
    title: t('title.repaymentCode'),
    lines: [
      ...(code ? [t('repayment.shareLine', { label: t('kit.repaymentCode'), value: code })] : []),
      ...(amountKnown
        ? [
            t('repayment.shareLine', {
              label: t('repayment.amountToPay'),
              value: money.format(data.repayAmount),
            }),
          ]
        : []),
    ],
  });
  return (
    <ConfigProvider money={money}>
      <RepaymentCodeScreen
        showType={data.showType}
        payCode={code}
        payCodeImg={data.payCodeImg || undefined}
        amount={data.repayAmount}
        // A link whose repayAmount is not a number ('undefined' from a caller's template) shows no amount.
        amountMissing={amountKnown ? undefined : t('money.amountUnknown')}
        onContact={contact}
        // The link carries no channel or due date (spec 2): the receipt shows what it has.
        onSaveQr={isQr ? keep.onSaveQr : undefined}
        saveState={keep.saveState}
        onShare={keep.onShare}
        canShare={keep.canShare}
      />
    </ConfigProvider>
  );
}
