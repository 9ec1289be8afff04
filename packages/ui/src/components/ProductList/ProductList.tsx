import { RECOMMENDED_TAGGED_COUNT } from '@loan/core';
import { ProductCard } from '../ProductCard';
import * as styles from './ProductList.css';

export interface RecommendedProductItem {
  /** The product's id (sent with the click event). */
  id: string;
  /** Product name (server text). */
  name: string;
  /** Logo URL. Default none. */
  logo?: string;
  /** The button's label from the server. */
  buttonText: string;
  /** The limit range, formatted by the server. */
  limitRange: string;
  /** What the range is. Default none. */
  rangeDesc?: string;
  /** The rate line. Default none. */
  rate?: string;
  /** A describing line. Default none. */
  description?: string;
  /** Short tags; shown on the first cards only (see `taggedCount`). Default none. */
  tags?: readonly string[];
  /** The server's enabled flag: `'0'` ignores taps (spec 5). */
  enabled: string;
}

export interface ProductListProps {
  /** The recommended products, in the server's order. */
  products: readonly RecommendedProductItem[];
  /** Called with the product and its position (0-based) on a tap of an enabled card. */
  onSelectProduct: (product: RecommendedProductItem, index: number) => void;
  /** How many cards, from the top, show their tags (spec 2). Default `RECOMMENDED_TAGGED_COUNT` (2). */
  taggedCount?: number;
}

/** Recommended product cards in a list: the first two show their tags, a card whose enabled flag is '0' ignores taps. */
export function ProductList({
  products,
  onSelectProduct,
  taggedCount = RECOMMENDED_TAGGED_COUNT,
}: ProductListProps) {
  return (
    <ul className={styles.list}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard
            name={product.name}
            logo={product.logo}
            buttonText={product.buttonText}
            limitRange={product.limitRange}
            limitDescription={product.rangeDesc}
            rate={product.rate}
            description={product.description}
            tags={product.tags}
            showTags={index < taggedCount}
            enabled={product.enabled}
            onSelect={() => onSelectProduct(product, index)}
          />
        </li>
      ))}
    </ul>
  );
}
