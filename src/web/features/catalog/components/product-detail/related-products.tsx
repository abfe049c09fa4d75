import { useRelatedProducts } from '../../api/get-related-products';
import { ProductGrid } from '../product-grid';

/** Other products of the same categories; nothing at all when there are none (or it fails). */
export function RelatedProducts({
  categoryIds,
  productId,
}: {
  categoryIds: number[];
  productId: number;
}) {
  const query = useRelatedProducts({ categoryIds, excludeId: productId });
  const products = query.data?.products ?? [];
  if (products.length === 0) return null;
  return (
    <section aria-labelledby="related-products" className="mt-16">
      <h2 id="related-products" className="text-2xl sm:text-3xl">
        Related Products
      </h2>
      <div className="mt-6">
        <ProductGrid products={products} />
      </div>
    </section>
  );
}
