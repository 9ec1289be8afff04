import {
  followPayUrl,
  isServerCode,
  messagesFor,
  routeHref,
  validateRepaymentCard,
  validateRepaymentCode,
} from '@loan/core';
import { CardRepayScreen, toast } from '@loan/ui';
import { useRef, useState } from 'react';
import { useLoaderData, useNavigate, useRevalidator } from 'react-router-dom';
import { brand } from '../app/brand';
import { bridge } from '../app/bridge';
import { useContactService } from '../app/contact';
import { failureText } from '../app/failure';
import { api, type loader } from './cardRepay.data';

const t = messagesFor(brand);

/** What a failed commit or confirm says (spec 8): two codes have the spec's own words. */
function cardFailureText(error: unknown): string {
  if (isServerCode(error, 800006)) return t('repay.verificationWrong');
  if (isServerCode(error, 800005)) return t('repay.duplicatePayment');
  return failureText(error);
}

/** Bank-card repayment (spec 4): choose a card, Pay, the SMS step when asked, then the borrow detail page. */
export function Component() {
  const data = useLoaderData<typeof loader>();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const contact = useContactService();
  const [cardId, setCardId] = useState('');
  const [paying, setPaying] = useState(false);
  const [redirecting, setRedirecting] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [smsOpen, setSmsOpen] = useState(false);
  const [code, setCode] = useState('');
  const recordId = useRef('');
  // One request at a time: state updates are not synchronous, a ref is (seven taps send one commit).
  const inFlight = useRef(false);

  const cards = data.cards;
  const card = cards.ok ? cards.cards.find((c) => String(c.id) === cardId) : undefined;

  const toBorrowDetail = () =>
    navigate(routeHref(brand, 'loanDetail', window.location.search), { replace: true });

  const amount = data.amount;
  const amountMissing = amount === undefined ? t('money.amountUnknown') : undefined;

  const commit = (sendMsg: 0 | 1) => {
    if (!cards.ok || !card) throw new Error('no card');
    if (amount === undefined) throw new Error(t('money.amountUnknown'));
    return api.repayment.commit({
      amount,
      bankName: card.bankName ?? '',
      cardId: card.id,
      cardNo: card.cardNo,
      couponId: data.couponId,
      orderId: data.orderId,
      repayToken: cards.repayToken,
      bankCode: card.bankCode ?? '',
      sendMsg,
    });
  };

  const lock = async (run: () => Promise<void>, busy: (on: boolean) => void) => {
    if (inFlight.current) return;
    inFlight.current = true;
    busy(true);
    try {
      await run();
    } catch (error) {
      toast.fail(cardFailureText(error));
    } finally {
      inFlight.current = false;
      busy(false);
    }
  };

  const onPay = () => {
    if (amountMissing) {
      toast.fail(amountMissing);
      return;
    }
    const check = validateRepaymentCard(card?.id ?? '');
    if (!check.ok) {
      toast.fail(t(check.message));
      return;
    }
    return lock(async () => {
      const result = await commit(0);
      recordId.current = String(result.repayRecordId);
      if (Number(result.needValid) === 1) {
        setCode('');
        setSmsOpen(true);
      } else {
        toBorrowDetail();
      }
    }, setPaying);
  };

  const onResend = async () => {
    if (inFlight.current) return false;
    inFlight.current = true;
    try {
      const result = await commit(1);
      recordId.current = String(result.repayRecordId);
      return true;
    } catch (error) {
      toast.fail(cardFailureText(error));
      return false;
    } finally {
      inFlight.current = false;
    }
  };

  const onConfirm = () => {
    const check = validateRepaymentCode(code);
    if (!check.ok) {
      toast.fail(t(check.message));
      return;
    }
    return lock(async () => {
      await api.repayment.confirm({
        orderId: data.orderId,
        verifyCode: code,
        repaymentRecordId: recordId.current,
      });
      setSmsOpen(false);
      toBorrowDetail();
    }, setConfirming);
  };

  const onRedirect = () => {
    if (amount === undefined) {
      toast.fail(t('money.amountUnknown'));
      return;
    }
    return lock(async () => {
      const url = await api.repayment.huichao({ userId: data.userId, orderId: data.orderId, amount });
      // A pay URL: a payment app the brand trusts opens through the native shell.
      followPayUrl(brand, url, { openPayApp: bridge.openPayApp });
    }, setRedirecting);
  };

  return (
    <CardRepayScreen
      state={revalidator.state === 'loading' ? 'loading' : cards.ok ? 'ready' : 'failed'}
      amount={amount ?? ''}
      dueDate={data.dueDate}
      amountMissing={amountMissing}
      cards={
        cards.ok
          ? cards.cards.map((c) => ({ id: String(c.id), bankName: c.bankName ?? '', cardNo: c.cardNo }))
          : []
      }
      failure={cards.ok ? undefined : cards.failure}
      onRetry={() => revalidator.revalidate()}
      // Try again only for what may pass; a refusal goes to a person, an expired session to the login (issue 24).
      failureWays={
        cards.ok || cards.way === 'retry'
          ? undefined
          : cards.way === 'logIn'
            ? { onLogIn: () => bridge.logoutToLogin() }
            : { onContact: contact }
      }
      onContact={contact}
      selectedCardId={cardId}
      onSelectCard={setCardId}
      onPay={onPay}
      paying={paying}
      showRedirect={cards.ok && cards.alipay}
      onRedirect={onRedirect}
      redirecting={redirecting}
      // No card to pay from: binding one is the way on. The bind page returns to the order page when its
      // source is loanDetail (spec 4), where Repayment leads back here with the new card.
      onAddCard={() =>
        navigate(routeHref(brand, 'bindBank', window.location.search, { source: 'loanDetail' }))
      }
      sms={{
        open: smsOpen,
        code,
        onCodeChange: setCode,
        onConfirm,
        onCancel: () => setSmsOpen(false),
        onResend,
        confirming,
      }}
    />
  );
}
