import { ORDER_STATUS, ROLLOVER_FLAG } from '../constants';

// What the loan details page does for an order (spec 2, 4); the choices the spec leaves open are
// recorded in docs/decisions/loan-details.md.

/** The action buttons of an order: REPAY with the rollover, one Repayment, Borrow Again, or none. */
export const orderActionKinds = ['rollover', 'repayment', 'borrowAgain', 'none'] as const;
export type OrderActionKind = (typeof orderActionKinds)[number];

/** The fields of order details these rules read (spec 3). */
export interface OrderFlags {
  orderStatus: string | number;
  isDelay?: string | number | null;
  playeduL?: string | null;
  h5Url?: string | null;
}

const statusOf = (order: Pick<OrderFlags, 'orderStatus'>) => Number(String(order.orderStatus).trim());
const isOne = (flag: unknown) => String(flag ?? '').trim() === '1';

/**
 * Spec 4: 174 and 180 show REPAY with 'Rollover Repayment' when isDelay is 1, else one Repayment;
 * 170 shows Repayment; 200 shows Borrow Again; 21, 110, 151 and any other status show none.
 */
export function orderActionsFor(order: Pick<OrderFlags, 'orderStatus' | 'isDelay'>): OrderActionKind {
  const status = statusOf(order);
  if ((ORDER_STATUS.overdue as readonly number[]).includes(status)) {
    return Number(order.isDelay) === ROLLOVER_FLAG ? 'rollover' : 'repayment';
  }
  if (status === ORDER_STATUS.repayment) return 'repayment';
  if (status === ORDER_STATUS.borrowAgain) return 'borrowAgain';
  return 'none';
}

/** Statuses whose page hides the recommended-product market: the order still has money to repay (ours). */
export const MARKET_HIDDEN_STATUSES = [170, 174, 180] as const;

/** Whether the recommended-product market is hidden for this order (spec 4 leaves the list open). */
export function isMarketHidden(order: Pick<OrderFlags, 'orderStatus'>): boolean {
  return (MARKET_HIDDEN_STATUSES as readonly number[]).includes(statusOf(order));
}

/** The playeduL the page must replace itself with: any status but 21, when one is returned (spec 4). */
export function orderRedirect(order: Pick<OrderFlags, 'orderStatus' | 'playeduL'>): string | undefined {
  const url = order.playeduL?.trim();
  if (!url || statusOf(order) === ORDER_STATUS.noRedirect) return undefined;
  return url;
}

/** The status of an approved order whose money waits to be withdrawn (ours: the withdraw-now dialog). */
export const WITHDRAW_STATUS = 110;

/** The withdraw page of an approved order: status 110 with an h5Url (ours; spec 2 names the dialog only). */
export function withdrawUrl(order: Pick<OrderFlags, 'orderStatus' | 'h5Url'>): string | undefined {
  const url = order.h5Url?.trim();
  return url && statusOf(order) === WITHDRAW_STATUS ? url : undefined;
}

/** Whether a server-side page opens inside the app (`inside` 1: the bridge's openPage) or in this page. */
export function opensInside(inside: unknown): boolean {
  return isOne(inside);
}
