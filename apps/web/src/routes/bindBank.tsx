import {
  BANK_DEFAULT_CARD_TYPE,
  type BankFormItem,
  bankCardTypes,
  bankFieldKind,
  bindCardValues,
  clearBankDraft,
  followRoute,
  messagesFor,
  readBankDraft,
  serverBankValues,
  visibleBankItems,
  writeBankDraft,
} from '@loan/core';
import { BindBankScreen, toast } from '@loan/ui';
import { useEffect, useRef, useState } from 'react';
import { useLoaderData, useRevalidator } from 'react-router-dom';
import { brand } from '../app/brand';
import { bridge } from '../app/bridge';
import { useContactService } from '../app/contact';
import { failureText } from '../app/failure';
import { LEAVING, useSubmitLock } from '../app/submitLock';
import { api, type loader } from './bindBank.data';

const t = messagesFor(brand);

/** Opened from loan detail: Next sends the change variant and success goes to the order page (spec 4, 7). */
const FROM_LOAN_DETAIL = 'loanDetail';

type Data = Awaited<ReturnType<typeof loader>>;

/** The tab label of a card type: the items carry only its number (docs/decisions/bind-bank.md). */
function cardTypeLabel(type: number): string {
  if (type === 1) return t('bank.cardType1');
  if (type === 2) return t('bank.cardType2');
  return t('bank.cardTypeOther', { type });
}

/** Bind bank (spec 2, 4, 7): the card-init form, then bind-card; the webview closes on success. */
export function Component() {
  const data = useLoaderData<typeof loader>();
  const revalidator = useRevalidator();
  const contact = useContactService();
  if (revalidator.state === 'loading' || !data.init.ok || data.init.items.length === 0) {
    return (
      <BindBankScreen
        state={revalidator.state === 'loading' ? 'loading' : data.init.ok ? 'empty' : 'failed'}
        cardType={String(BANK_DEFAULT_CARD_TYPE)}
        onCardTypeChange={() => {}}
        fields={[]}
        values={{}}
        onChange={() => {}}
        onNext={() => {}}
        failure={data.init.ok ? undefined : data.init.failure}
        onRetry={() => revalidator.revalidate()}
        // Nothing to fill is no failure: leave as a successful bind does, to the order page when opened
        // from loan detail, else closing the webview (docs/decisions/failure-ways.md).
        onDone={
          data.init.ok
            ? () => {
                if (data.source === FROM_LOAN_DETAIL)
                  followRoute(brand, 'order', { source: FROM_LOAN_DETAIL }, { replace: true });
                else bridge.closeWebview();
              }
            : undefined
        }
        // The server refused (a business code, serverFailureAsData): a retry cannot change it; a person can.
        failureWays={data.init.ok ? undefined : { onContact: contact }}
      />
    );
  }
  return <BindBankForm data={data} items={data.init.items} onRetry={() => revalidator.revalidate()} />;
}

function BindBankForm({ data, items, onRetry }: { data: Data; items: BankFormItem[]; onRetry: () => void }) {
  // A reload starts from the stored choices, over the server's prefilled values (spec 3).
  const [draft] = useState(() => readBankDraft(items));
  const [cardType, setCardType] = useState(draft.cardType ?? BANK_DEFAULT_CARD_TYPE);
  const [values, setValues] = useState(() => ({ ...serverBankValues(items), ...draft.values }));
  const { busy: submitting, run } = useSubmitLock();
  const started = useRef(false);

  // startBank marks the flow's start once the form shows; endBank its successful end (spec 1, 7).
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    bridge.startBank({
      productId: data.productId,
      ...(data.orderId ? { orderId: data.orderId } : {}),
      ...(data.source ? { source: data.source } : {}),
    });
  }, [data]);

  const shown = visibleBankItems(items, cardType, values);

  const onChange = (code: string, value: string) => {
    const next = { ...values, [code]: value };
    setValues(next);
    writeBankDraft(items, cardType, next);
  };

  const onCardTypeChange = (key: string) => {
    const next = Number(key);
    setCardType(next);
    writeBankDraft(items, next, values);
  };

  // No client-side gate: what the borrower filled goes out, and the server's message says what
  // is missing (spec 5: the server validates). docs/decisions/bind-bank.md.
  const onNext = () => {
    void run(async () => {
      try {
        await api.bank.bindCard({
          values: bindCardValues(shown, values),
          cardType,
          productId: data.productId,
          source: data.source,
        });
        clearBankDraft();
        bridge.endBank({ success: true });
        if (data.source === FROM_LOAN_DETAIL)
          followRoute(brand, 'order', { source: FROM_LOAN_DETAIL }, { replace: true });
        else bridge.closeWebview();
        // The page is leaving: Next stays locked so a second bind is never sent.
        return LEAVING;
      } catch (error) {
        // The server's message names what is missing or wrong; every value stays as typed.
        toast.fail(failureText(error));
      }
    });
  };

  return (
    <BindBankScreen
      state="ready"
      cardTypes={bankCardTypes(items).map((type) => ({ value: String(type), label: cardTypeLabel(type) }))}
      cardType={String(cardType)}
      onCardTypeChange={onCardTypeChange}
      fields={shown.map((item) => ({
        code: item.code,
        title: item.title,
        placeholder: item.subtitle ?? undefined,
        kind: bankFieldKind(item),
        options: item.note.map((option) => ({ label: option.name, value: String(option.type) })),
      }))}
      values={values}
      onChange={onChange}
      onNext={onNext}
      submitting={submitting}
      // An item whose choices did not come (a bank list not read) offers a new try of card-init.
      onRetry={onRetry}
    />
  );
}
