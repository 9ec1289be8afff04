import type { LoanConfirm } from '@loan/core';
import type { PromoPopup } from '@loan/ui';
import { describeError, requireParams } from './errors';
import { serverFailureAsData } from './settle';

type PushInput = Pick<LoanConfirm, 'amount' | 'periods' | 'termUnit'> & { productId: string };

/** The calls of one confirm variant: v3 (JSON, `success`) or the alternate goya family (forms, '00'). */
export interface LoanConfirmSource {
  /** The loan itself: the primary call, its failure fails the screen. */
  load: (productId: string) => Promise<{
    loan: LoanConfirm;
    nextText?: string;
    promo?: PromoPopup;
  }>;
  /** The agreement list: secondary, its failure is its own block with a retry (issue 13). */
  agreements: (productId: string) => Promise<{ title: string }[]>;
  jump: (input: { productId: string; position: number; orderId: string }) => Promise<string>;
  push: (input: PushInput) => Promise<string>;
}

type Loaded = { ok: true } & Awaited<ReturnType<LoanConfirmSource['load']>>;

/** The agreement list, or what the borrower is told about its failure. */
export type Agreements = { ok: true; list: { title: string }[] } | { ok: false; failure: string };

/** Asks for the agreement list; never rejects: a failure is data for the agreements block. */
export function loadAgreements(source: LoanConfirmSource, productId: string): Promise<Agreements> {
  return source.agreements(productId).then(
    (list): Agreements => ({ ok: true, list }),
    (error: unknown): Agreements => ({ ok: false, failure: describeError(error).description }),
  );
}

/**
 * The route loader of both variants: productId is required; the loan and its agreements are asked at
 * once; a business code on the loan is shown on the page, a failed agreement list only in its block.
 */
export async function loadLoanConfirm(source: LoanConfirmSource, url: string) {
  const { productId } = requireParams(url, ['productId']);
  const orderId = new URL(url).searchParams.get('orderId') ?? '';
  const agreements = loadAgreements(source, productId);
  const loaded = await source
    .load(productId)
    .then((value): Loaded | { ok: false; failure: string } => ({ ok: true, ...value }), serverFailureAsData);
  return { productId, orderId, loaded, agreements: await agreements };
}
