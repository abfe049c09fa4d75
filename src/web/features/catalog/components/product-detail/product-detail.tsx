import type { ReactNode } from 'react';
import { usePageTitle } from '#src/web/lib/page-title';
import { Spinner } from '#src/web/components/ui/spinner';
import { ApiError } from '#src/web/lib/api-client';
import { useProduct } from '../../api/get-product';
import { ProductView } from './product-view';

export const PRODUCT_LOAD_FAILED = 'The product could not be loaded. Please try again.';

type ProductDetailProps = {
  productId: number;
  /** What the shop shows for a missing page; the app owns it. */
  notFound: ReactNode;
};

/** /products/{id}: loads the product and shows it, the not-found page, or a retry. */
export function ProductDetail({ productId, notFound }: ProductDetailProps) {
  const query = useProduct(productId);
  usePageTitle(query.data?.product.product_name);

  if (query.isPending) return <Spinner label="Loading product" className="py-32" />;
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) return notFound;
    return (
      <div className="mx-auto max-w-3xl px-4 py-24 text-center">
        <p role="alert" className="text-red-700">
          {PRODUCT_LOAD_FAILED}
        </p>
        <button
          type="button"
          onClick={() => void query.refetch()}
          className="mt-6 rounded-md bg-walnut-700 px-6 py-3 font-semibold text-white hover:bg-walnut-800"
        >
          Try again
        </button>
      </div>
    );
  }
  // A new product starts with fresh choices (first size, no fabric, Non Ottoman).
  return (
    <ProductView
      key={query.data.product.id}
      product={query.data.product}
      variations={query.data.variations}
    />
  );
}
