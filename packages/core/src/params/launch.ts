import type { SearchInput } from './query';
import { searchString } from './query';

/** Session, device and app params that travel in the query string (spec 1, 3). */
export const sessionParamNames = [
  'deviceId',
  'appVersion',
  'userId',
  'appName',
  'sessionId',
  'clientType',
  'merchantNumber',
  'mobilePhone',
  'orderId',
  'productId',
  'couponId',
  'couponMoney',
  'withholdingAmount',
] as const;

/** Params of a promotion link (spec 3). */
export const promotionParamNames = [
  'app_from',
  'user_from',
  'utm_tag',
  'id',
  'links_id',
  'down_id',
  'invite_code',
] as const;

export type SessionParamName = (typeof sessionParamNames)[number];
export type PromotionParamName = (typeof promotionParamNames)[number];
/** Only the params present in the URL are set. */
export type SessionParams = { readonly [K in SessionParamName]?: string };
export type PromotionParams = { readonly [K in PromotionParamName]?: string };

export interface LaunchParams {
  readonly session: SessionParams;
  readonly promotion: PromotionParams;
  /** The whole query string as it arrived, without `?`, to carry over to internal links. */
  readonly search: string;
}

function pick<K extends string>(
  params: URLSearchParams,
  names: readonly K[],
): { readonly [P in K]?: string } {
  const picked: { [P in K]?: string } = {};
  for (const name of names) {
    const value = params.get(name);
    if (value !== null) picked[name] = value;
  }
  return Object.freeze(picked);
}

/** The session params present in a query string (first value of each). */
export function parseSessionParams(input: SearchInput): SessionParams {
  return pick(new URLSearchParams(searchString(input)), sessionParamNames);
}

/** The promotion params present in a query string (first value of each). */
export function parsePromotionParams(input: SearchInput): PromotionParams {
  return pick(new URLSearchParams(searchString(input)), promotionParamNames);
}

/** Everything the page needs from its URL, read once at start-up and frozen. */
export function parseLaunchParams(input: SearchInput): LaunchParams {
  const search = searchString(input);
  return Object.freeze({
    session: parseSessionParams(search),
    promotion: parsePromotionParams(search),
    search,
  });
}
