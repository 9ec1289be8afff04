import { goyaApi, MODULE_ID_FAILURE_PAGE, messagesFor, type RecommendedProduct } from '@loan/core';
import { JointLoginFailScreen } from '@loan/ui';
import { type LoaderFunctionArgs, useLoaderData, useRevalidator } from 'react-router-dom';
import { http } from '../app/api';
import { brand } from '../app/brand';
import { openProduct, toProductItem } from '../app/product';
import { serverFailureAsData } from '../app/settle';

const t = messagesFor(brand);
const api = { goya: goyaApi(http) };

/** The recommended products, or the server's message when it refused (the page's notice stays). */
type Products = { ok: true; products: RecommendedProduct[] } | { ok: false; failure: string };

export async function loader({ request }: LoaderFunctionArgs) {
  const query = new URL(request.url).searchParams;
  const products = await api.goya
    .recommended(query.get('productId') ?? undefined)
    .then((list): Products => ({ ok: true, products: list }), serverFailureAsData);
  return {
    // The link may carry no notice or error text of its own (the spec gives none): the catalogue's then.
    notice: query.get('notice') || t('loan.signInFailed'),
    errorMessage: query.get('errorMsg') || t('loan.applyBelow'),
    products,
  };
}

/** Joint login failure (spec 2): notice, error message and recommended products; a tap logs moduleId 18 then opens the product. */
export function Component() {
  const data = useLoaderData<typeof loader>();
  const revalidator = useRevalidator();
  const products = data.products;

  return (
    <JointLoginFailScreen
      state={revalidator.state === 'loading' ? 'loading' : products.ok ? 'ready' : 'failed'}
      notice={data.notice}
      errorMessage={data.errorMessage}
      products={products.ok ? products.products.map(toProductItem) : []}
      failure={products.ok ? undefined : products.failure}
      onRetry={() => revalidator.revalidate()}
      onSelectProduct={(product, index) => openProduct(product, MODULE_ID_FAILURE_PAGE, index)}
    />
  );
}
