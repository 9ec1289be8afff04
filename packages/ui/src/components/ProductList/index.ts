export { ProductList, type ProductListProps, type RecommendedProductItem } from './ProductList';
