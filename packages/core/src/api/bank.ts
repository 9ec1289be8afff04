import * as v from 'valibot';
import { call } from '../http/call';
import type { Http } from '../http/client';
import { apiPaths } from './paths';
import { flag, numeric, optionalText, text } from './shapes';

export const bankFormItem = v.object({
  code: text,
  title: text,
  subtitle: optionalText,
  value: v.optional(v.nullable(v.union([v.string(), v.number()]))),
  cate: v.picklist(['text', 'citySelect', 'day', 'enum']),
  note: v.optional(v.array(v.object({ name: text, type: numeric })), []),
  cardTypeMi: numeric,
  channelNumber: flag,
  inputType: optionalText,
});
export type BankFormItem = v.InferOutput<typeof bankFormItem>;
/** A form item as the server may send it (defaults not yet filled). */
export type BankFormItemWire = v.InferInput<typeof bankFormItem>;

export interface BindCardInput {
  /** Form values keyed by item code (spec 7). */
  values: Readonly<Record<string, string>>;
  cardType: number | string;
  productId: string;
  /** `loanDetail` sends the change variant (spec 7). */
  source?: string;
}

export function bankApi(http: Http) {
  return {
    /** card-init: the server-driven form items. */
    cardInit: (productId: string) =>
      call(
        http,
        {
          family: 'generic',
          method: 'post',
          path: apiPaths.cardInit,
          schema: v.object({ items: v.array(bankFormItem) }),
        },
        {
          product_id: productId,
        },
      ).then((d) => d.items),
    /** bind-card-new, or the change variant when opened from loan detail. */
    bindCard: ({ values, cardType, productId, source }: BindCardInput) =>
      call(
        http,
        {
          family: 'generic',
          method: 'post',
          path: source === 'loanDetail' ? apiPaths.bindCardChange : apiPaths.bindCardNew,
          schema: v.unknown(),
        },
        { ...values, cardType, product_id: productId },
        { loading: true },
      ),
  };
}
