import { eventsApi, isProductEnabled, type RecommendedProduct } from '@loan/core';
import { type RecommendedProductItem, toast } from '@loan/ui';
import { http } from './api';
import { brand } from './brand';
import { bridge } from './bridge';

const events = eventsApi(http);

/**
 * The product's detail page is a page of the native app (spec 2 page key productDetail): it is opened
 * with the bridge's openPage on the brand's app scheme, which the bridge checks as a safe URL.
 */
export function productDetailUrl(productId: string): string {
  return `${brand.appScheme}://productDetail?productId=${encodeURIComponent(productId)}`;
}

/** A recommended product of the API as the card of `@loan/ui` shows it. */
export function toProductItem(product: RecommendedProduct): RecommendedProductItem {
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
 * Logs the click event (spec 7: fire and forget, the request is sent first and nothing waits for it),
 * then opens the product's detail page through the bridge. A product whose enabled flag is '0' does
 * nothing (spec 5); the card ignores taps itself, this guards every caller too.
 */
export function openProduct(
  product: { id: string; name?: string; enabled?: string | number },
  moduleId: number,
  positionId?: number,
): void {
  if (!isProductEnabled(product.enabled)) return;
  void events.save({ productId: product.id, moduleId, positionId: positionId ?? '' });
  try {
    bridge.openPage(productDetailUrl(product.id), product.name);
  } catch (error) {
    toast.fail((error as Error).message);
  }
}
