import { EAGER_CARDS, PRODUCT_GRID_CLASS } from '#src/shared/site/first-paint';
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
      className={`${PRODUCT_GRID_CLASS} ${busy ? 'opacity-70 transition-opacity' : ''}`}
    >
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard
            product={product}
            forceLeadTime={forceLeadTime}
            priority={index < EAGER_CARDS}
          />
        </li>
      ))}
    </ul>
  );
}
