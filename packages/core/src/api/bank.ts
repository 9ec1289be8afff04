import * as v from 'valibot';
import { type CallDef, call } from '../http/call';
import type { Http } from '../http/client';
import { list, num, str } from '../http/decode';
import { none, optionalNumeric, optionalText } from './shapes';

// Path constants of spec 7 under the brand's base URL (a brand may store them obfuscated; `decodePath`).
const cardInitPath = '/bind-card/card-init';
const bindCardNewPath = '/bind-card/bind-card-new';
/** The change variant, used when the bank form was opened from loan detail (source=loanDetail). */
const bindCardChangePath = '/bind-card/bind-card-change';

/** A bank form item; code, title, cate and cardTypeMi are its primary facts (else it is dropped). */
export const bankFormItem = /*#__PURE__*/ v.object({
  code: str,
  title: str,
  subtitle: optionalText,
  value: optionalNumeric,
  cate: /*#__PURE__*/ v.picklist(['text', 'citySelect', 'day', 'enum']),
  note: /*#__PURE__*/ list(/*#__PURE__*/ v.object({ name: str, type: num })),
  cardTypeMi: num,
  channelNumber: optionalNumeric,
  inputType: optionalText,
});
export type BankFormItem = v.InferOutput<typeof bankFormItem>;
/** A form item as the server may send it (defaults not yet filled). */
export type BankFormItemWire = v.InferInput<typeof bankFormItem>;

/** The bank calls of spec 7 (the generic family). */
export const bankCalls = {
  cardInit: {
    family: 'generic',
    method: 'post',
    path: cardInitPath,
    // Primary: the form is the page; an unreadable one must not read as "nothing to fill in".
    schema: /*#__PURE__*/ v.object({ items: list(bankFormItem, 'primary') }),
  },
  bindCardNew: { family: 'generic', method: 'post', path: bindCardNewPath, schema: none },
  bindCardChange: { family: 'generic', method: 'post', path: bindCardChangePath, schema: none },
} as const satisfies Record<string, CallDef>;

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
      call(http, bankCalls.cardInit, { product_id: productId }).then((d) => d.items),
    /** bind-card-new, or the change variant when opened from loan detail. */
    bindCard: ({ values, cardType, productId, source }: BindCardInput) =>
      call(
        http,
        source === 'loanDetail' ? bankCalls.bindCardChange : bankCalls.bindCardNew,
        { ...values, cardType, product_id: productId },
        { loading: true },
      ),
  };
}
