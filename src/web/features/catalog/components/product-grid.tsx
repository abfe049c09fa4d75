import type { ListedProduct } from '../types';
import { ProductCard } from './product-card';

type ProductGridProps = {
  products: ListedProduct[];
  forceLeadTime?: boolean;
  busy?: boolean;
};

/** One column on phones, two from sm, three from lg, four from xl. */
export function ProductGrid({ products, forceLeadTime = false, busy = false }: ProductGridProps) {
  return (
    <ul
      aria-label="Products"
      aria-busy={busy}
      className={`grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4 ${
        busy ? 'opacity-70 transition-opacity' : ''
      }`}
    >
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} forceLeadTime={forceLeadTime} priority={index < 2} />
        </li>
      ))}
    </ul>
  );
}
