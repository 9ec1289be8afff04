import { ApiError, type BankCard, knownAmount, loanApi, repaymentApi } from '@loan/core';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { http } from '../app/api';
import { type FailureWay, failureWay, requireParams } from '../app/errors';

export const api = { loan: loanApi(http), repayment: repaymentApi(http) };

/** The card list, or why it could not be read (spec 8: the message, or 'failed to query card list'). */
type Cards =
  | { ok: true; repayToken: string; alipay: boolean; cards: BankCard[] }
  | { ok: false; failure: string; way: FailureWay };

export async function loader({ request }: LoaderFunctionArgs) {
  const { orderId, productId } = requireParams(request.url, ['orderId', 'productId']);
  const query = new URL(request.url).searchParams;
  // The amount rides in the link when the caller knows it (withholdingAmount, a session param);
  // otherwise it is the order's repayment amount; when neither has one it stays unknown, never invented.
  // The order also gives the due date shown under the amount: with the amount in the link, a failed
  // order call only loses the date.
  const given = knownAmount(query.get('withholdingAmount'));
  const order = api.loan.playDetail({ productId, orderId });
  const [amount, dueDate, cards] = await Promise.all([
    given ?? order.then((d) => knownAmount(d.repayAmount)),
    order.then(
      (d) => d.repayDate || undefined,
      () => undefined,
    ),
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
        way: failureWay(error),
      }),
    ),
  ]);
  return {
    orderId,
    userId: query.get('userId') ?? '',
    couponId: query.get('couponId') ?? '',
    amount,
    dueDate,
    cards,
  };
}
