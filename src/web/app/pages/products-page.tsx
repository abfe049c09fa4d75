import { ProductsCatalog } from '../../features/catalog/components/products-catalog';

export function ProductsPage() {
  return <ProductsCatalog />;
}
