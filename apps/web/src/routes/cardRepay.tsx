import {
  ApiError,
  type BankCard,
  followUrl,
  isServerCode,
  knownAmount,
  loanApi,
  messagesFor,
  repaymentApi,
  routeHref,
  validateRepaymentCard,
  validateRepaymentCode,
} from '@loan/core';
import { CardRepayScreen, toast } from '@loan/ui';
import { useRef, useState } from 'react';
import { type LoaderFunctionArgs, useLoaderData, useNavigate, useRevalidator } from 'react-router-dom';
import { http } from '../app/api';
import { brand } from '../app/brand';
import { requireParams } from '../app/errors';
import { failureText } from '../app/failure';

const t = messagesFor(brand);
const api = { loan: loanApi(http), repayment: repaymentApi(http) };

/** The card list, or why it could not be read (spec 8: the message, or 'failed to query card list'). */
type Cards =
  | { ok: true; repayToken: string; alipay: boolean; cards: BankCard[] }
  | { ok: false; failure: string };

export async function loader({ request }: LoaderFunctionArgs) {
  const { orderId, productId } = requireParams(request.url, ['orderId', 'productId']);
  const query = new URL(request.url).searchParams;
  // The amount rides in the link when the caller knows it (withholdingAmount, a session param);
  // otherwise it is the order's repayment amount; when neither has one it stays unknown, never invented.
  const given = knownAmount(query.get('withholdingAmount'));
  const [amount, cards] = await Promise.all([
    given !== undefined
      ? Promise.resolve(given)
      : api.loan.playDetail({ productId, orderId }).then((d) => knownAmount(d.repayAmount)),
    api.repayment.way(orderId).then(
      (way): Cards => ({
        ok: true,
        repayToken: way.repayToken,
        alipay: Boolean(way.alipay) && way.alipay !== '0',
        cards: way.bankCards,
      }),
      (error: unknown): Cards => ({
        ok: false,
        failure: error instanceof ApiError && error.kind === 'server' ? error.message : '',
      }),
    ),
  ]);
  return {
    orderId,
    userId: query.get('userId') ?? '',
    couponId: query.get('couponId') ?? '',
    amount,
    cards,
  };
}

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
      followUrl(brand, url);
    }, setRedirecting);
  };

  return (
    <CardRepayScreen
      state={revalidator.state === 'loading' ? 'loading' : cards.ok ? 'ready' : 'failed'}
      amount={amount ?? ''}
      amountMissing={amountMissing}
      cards={
        cards.ok
          ? cards.cards.map((c) => ({ id: String(c.id), bankName: c.bankName ?? '', cardNo: c.cardNo }))
          : []
      }
      failure={cards.ok ? undefined : cards.failure}
      onRetry={() => revalidator.revalidate()}
      selectedCardId={cardId}
      onSelectCard={setCardId}
      onPay={onPay}
      paying={paying}
      showRedirect={cards.ok && cards.alipay}
      onRedirect={onRedirect}
      redirecting={redirecting}
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
