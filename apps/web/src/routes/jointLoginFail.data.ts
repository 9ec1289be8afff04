import { goyaApi, type RecommendedProduct } from '@loan/core';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { http } from '../app/api';
import { serverFailureAsData } from '../app/settle';

const api = { goya: goyaApi(http) };

/** The recommended products, or the server's message when it refused (the page's notice stays). */
type Products = { ok: true; products: RecommendedProduct[] } | { ok: false; failure: string };

export async function loader({ request }: LoaderFunctionArgs) {
  const query = new URL(request.url).searchParams;
  const products = await api.goya
    .recommended(query.get('productId') ?? undefined)
    .then((list): Products => ({ ok: true, products: list }), serverFailureAsData);
  return {
    // The link's own texts; without them the screen says the catalogue's (its words load after this runs).
    notice: query.get('notice') || undefined,
    errorMessage: query.get('errorMsg') || undefined,
    products,
  };
}
