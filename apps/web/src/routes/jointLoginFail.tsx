import {
  ApiError,
  eventsApi,
  goyaApi,
  isProductEnabled,
  MODULE_ID_FAILURE_PAGE,
  type RecommendedProduct,
} from '@loan/core';
import { JointLoginFailScreen, type RecommendedProductItem, toast } from '@loan/ui';
import { type LoaderFunctionArgs, useLoaderData, useRevalidator } from 'react-router-dom';
import { http } from '../app/api';
import { brand } from '../app/brand';
import { bridge } from '../app/bridge';

const api = { goya: goyaApi(http), events: eventsApi(http) };

/** Shown when the link carries no notice or error text of its own (ours: the spec gives none). */
const DEFAULT_NOTICE = 'We could not sign you in to this product.';
const DEFAULT_ERROR = 'You can still apply with one of the products below.';

/** The recommended products, or the server's message when it refused (the page's notice stays). */
type Products = { ok: true; products: RecommendedProduct[] } | { ok: false; failure: string };

export async function loader({ request }: LoaderFunctionArgs) {
  const query = new URL(request.url).searchParams;
  const products = await api.goya.recommended(query.get('productId') ?? undefined).then(
    (list): Products => ({ ok: true, products: list }),
    (error: unknown): Products => {
      // A business code keeps the page and shows the server's message; a timeout or a malformed
      // answer goes to the route's error element with its retry.
      if (error instanceof ApiError && error.kind === 'server') return { ok: false, failure: error.message };
      throw error;
    },
  );
  return {
    notice: query.get('notice') || DEFAULT_NOTICE,
    errorMessage: query.get('errorMsg') || DEFAULT_ERROR,
    products,
  };
}

function toItem(product: RecommendedProduct): RecommendedProductItem {
  return {
    id: String(product.id),
    name: product.name,
    logo: product.logo || undefined,
    buttonText: product.buttonText,
    limitRange: product.limitRange,
    rangeDesc: product.rangeDesc ?? undefined,
    rate: product.rate ?? undefined,
    description: product.description ?? undefined,
    tags: product.tags,
    enabled: product.enabled,
  };
}

/**
 * The product's detail page is a page of the native app (spec 2 page key productDetail): it is opened
 * with the bridge's openPage on the brand's app scheme, which the bridge checks as a safe URL.
 */
export function productDetailUrl(productId: string): string {
  return `${brand.appScheme}://productDetail?productId=${encodeURIComponent(productId)}`;
}

/** Joint login failure (spec 2): notice, error message and recommended products; a tap logs moduleId 18 then opens the product. */
export function Component() {
  const data = useLoaderData<typeof loader>();
  const revalidator = useRevalidator();
  const products = data.products;

  const onSelectProduct = (product: RecommendedProductItem, index: number) => {
    // The card ignores taps itself; this guards the call too (spec 5).
    if (!isProductEnabled(product.enabled)) return;
    // Fire and forget (spec 7): the request is sent first, the product opens without waiting for it.
    void api.events.save({ productId: product.id, moduleId: MODULE_ID_FAILURE_PAGE, positionId: index });
    try {
      bridge.openPage(productDetailUrl(product.id), product.name);
    } catch (error) {
      toast.fail((error as Error).message);
    }
  };

  return (
    <JointLoginFailScreen
      state={revalidator.state === 'loading' ? 'loading' : products.ok ? 'ready' : 'failed'}
      notice={data.notice}
      errorMessage={data.errorMessage}
      products={products.ok ? products.products.map(toItem) : []}
      failure={products.ok ? undefined : products.failure}
      onRetry={() => revalidator.revalidate()}
      onSelectProduct={onSelectProduct}
    />
  );
}
